const STEPS = [
  "Create a Meta app of type Business at developers.facebook.com. Its App ID and App Secret are under App settings → Basic.",
  "In Events Manager open your pixel (dataset): the Pixel ID is the 16-digit number under its name. In Settings → Conversions API, generate an access token.",
  "For Lead Ads, add the Webhooks product to the app, subscribe the Page object to the leadgen field with the callback URL and verify token shown here, install the app on your Page, and grant leads_retrieval. The access token must be allowed to read the Page's leads.",
  "Put the values in the server's environment (the lines below the form), restart it, then press Test Connection.",
];

/** The guidance steps of the credentials page. */
export function CredentialsGuide() {
  return (
    <ol className="list-inside list-decimal space-y-1 text-sm">
      {STEPS.map((s) => (
        <li key={s}>{s}</li>
      ))}
    </ol>
  );
}
