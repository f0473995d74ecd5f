import "server-only";
import { metaConfig, missingCapiCredentials, missingCredentialsMessage } from "@/lib/integrations/meta/config";
import { readPixel } from "@/lib/integrations/meta/graph-client";

export type ConnectionTestBody = {
  success: boolean;
  error: string | null;
  pixelInfo: { id: string; name: string | null } | null;
  missing: { pixelId: boolean; accessToken: boolean };
};

/** GET /api/facebook/test: reads the pixel (?fields=id,name) with the server's own credentials. */
export async function testMetaConnection(): Promise<ConnectionTestBody> {
  const cfg = metaConfig();
  const missingNames = missingCapiCredentials(cfg);
  const missing = { pixelId: missingNames.includes("FACEBOOK_PIXEL_ID"), accessToken: missingNames.includes("FACEBOOK_ACCESS_TOKEN") };
  if (missingNames.length) return { success: false, error: missingCredentialsMessage(missingNames), pixelInfo: null, missing };
  const result = await readPixel(cfg);
  if (!result.ok) return { success: false, error: result.error, pixelInfo: null, missing };
  return { success: true, error: null, pixelInfo: { id: String(result.body.id), name: result.body.name ?? null }, missing };
}
