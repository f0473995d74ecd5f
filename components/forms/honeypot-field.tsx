import * as React from "react";

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) named `website`. Bots that fill every input give themselves away; the server scores
 * a filled honeypot as a bot. Not display:none, which many bots skip.
 */
export function HoneypotField({ ref }: { ref: React.Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] top-auto h-px w-px overflow-hidden">
      <label>
        Website
        <input ref={ref} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
