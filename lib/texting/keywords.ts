/**
 * What an inbound text asks for (CTIA keywords; messaging-billing.md §1.6). One word, any case, with
 * punctuation around it ignored: "Stop", "STOP!", " stop. " are STOP; "STOP PLEASE" is not a keyword
 * for Twilio, so it is also matched here as a plain request to stop (the FCC's "any reasonable means":
 * a person asking in words is honoured as an opt-out too). YES opts back in only someone who opted out
 * (otherwise it is a normal answer to "Is now a good time?").
 */
export type Keyword = "opt_out" | "opt_in" | "help";

const OPT_OUT = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "REVOKE", "OPTOUT"]);
const OPT_IN = new Set(["START", "UNSTOP"]);
const HELP = new Set(["HELP", "INFO"]);

/** Requests to stop in words (whole message), beyond the one-word keywords. */
const OPT_OUT_PHRASES = [
  /^(please\s+)?(stop|quit|end)(\s+(texting|messaging|sending|contacting))?(\s+(me|us))?(\s+(now|please))?$/,
  /^(please\s+)?(stop|no\s+more)\s+(texts|messages|texting)(\s+please)?$/,
  /^(please\s+)?(unsubscribe|remove|opt\s*out)(\s+me)?(\s+from\s+(this|your)\s+(list|texts|messages))?(\s+please)?$/,
  /^(please\s+)?(do\s*n[o']?t|don'?t)\s+(text|contact|message)\s+me(\s+(again|anymore|any\s+more))?(\s+please)?$/,
  /^(alto|basta|cancelar|no\s+me\s+(escriba|escribas|mande|mandes)\s+(m[aá]s\s+)?(mensajes|textos)?)$/,
];

const normalize = (body: string) =>
  body
    .normalize("NFKC")
    .trim()
    .replace(/^[\s"'“”‘’.!?,;:()*-]+|[\s"'“”‘’.!?,;:()*-]+$/g, "")
    .replace(/\s+/g, " ");

export function keywordOf(body: string, optedOut: boolean): Keyword | null {
  const text = normalize(body);
  const word = text.toUpperCase();
  if (OPT_OUT.has(word)) return "opt_out";
  if (OPT_IN.has(word) || (optedOut && word === "YES")) return "opt_in";
  if (HELP.has(word)) return "help";
  const lower = text.toLowerCase();
  if (lower.length <= 60 && OPT_OUT_PHRASES.some((re) => re.test(lower))) return "opt_out";
  return null;
}
