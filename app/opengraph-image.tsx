import { ImageResponse } from "next/og";
import { COMPANY_LOCATION, PROMISES } from "@/lib/constants";
import { siteConfig } from "@/lib/site";

/** The shared Open Graph / Twitter card image, rendered once at build time (1200×630 PNG). */
export const alt = "Verified insurance leads for Texas agents";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default function OpenGraphImage() {
  const site = siteConfig();
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: 72,
          background: "linear-gradient(135deg, #1d4ed8 0%, #1e3a8a 100%)",
          color: "#ffffff",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 36, fontWeight: 700 }}>
          <div style={{ width: 64, height: 64, borderRadius: 16, background: "#ffffff", display: "flex", alignItems: "center", justifyContent: "center", color: "#1d4ed8", fontSize: 28 }}>
            TX
          </div>
          {site.name}
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
          <div style={{ fontSize: 68, fontWeight: 800, lineHeight: 1.1 }}>Verified Texas Insurance Leads That Turn Into Policies</div>
          <div style={{ fontSize: 32, opacity: 0.9 }}>
            {`Home, auto and life · ${PROMISES.verificationGuaranteePercent}%+ verified or replaced free`}
          </div>
        </div>
        <div style={{ fontSize: 28, opacity: 0.85 }}>{`Licensed in Texas · Based in ${COMPANY_LOCATION}`}</div>
      </div>
    ),
    size,
  );
}
