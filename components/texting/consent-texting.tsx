import type { TextingHistory } from "@/lib/texting/consent-history";

/** The consent record's texting part (issue 33): opt-outs and opt-ins, then every text, oldest first. */
export function ConsentTexting({ history }: { history: TextingHistory }) {
  return (
    <section className="space-y-2" aria-labelledby="consent-texting">
      <h2 id="consent-texting" className="text-lg font-semibold">Texts and opt-outs</h2>
      {history.optOuts.length === 0 && history.optIns.length === 0 ? (
        <p>No opt-out recorded.</p>
      ) : (
        <ul className="list-disc pl-5 text-sm">
          {history.optOuts.map((o) => <li key={`out-${o.at}-${o.how}`}>{o.at}: opted out by {o.how}</li>)}
          {history.optIns.map((o) => <li key={`in-${o.at}`}>{o.at}: opted back in: {o.how}</li>)}
        </ul>
      )}
      {history.texts.length === 0 ? (
        <p>No texts were sent to or received from this person.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead>
            <tr><th className="pr-2">Time (UTC)</th><th className="pr-2">Way</th><th className="pr-2">Status</th><th>Text</th></tr>
          </thead>
          <tbody>
            {history.texts.map((t, i) => (
              <tr key={i} className="align-top">
                <td className="pr-2 font-mono">{t.at}</td>
                <td className="pr-2">{t.direction === "inbound" ? "from them" : "to them"}</td>
                <td className="pr-2">{t.status}</td>
                <td className="whitespace-pre-wrap break-words">{t.body}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
