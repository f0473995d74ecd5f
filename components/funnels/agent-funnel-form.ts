import type { UseFormReturn } from "react-hook-form";
import type { AgentFunnelData, AgentFunnelValues } from "@/lib/schemas/forms/agent-funnel";

/** The react-hook-form instance the agent funnel's steps share. */
export type AgentFunnelForm = UseFormReturn<AgentFunnelValues, unknown, AgentFunnelData>;
