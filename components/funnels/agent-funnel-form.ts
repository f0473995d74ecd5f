import type { SchemaForm } from "@/components/forms/use-schema-form";
import type { AgentFunnelField } from "@/lib/schemas/forms/agent-funnel-options";

/** The form state the agent funnel's steps share. */
export type AgentFunnelForm = SchemaForm<AgentFunnelField>;
