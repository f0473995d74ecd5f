import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ActionButton } from "@/components/forms/action-button";
import { WorkingHoursForm } from "@/components/automations/working-hours-form";
import { setAvailableNowAction } from "@/lib/automations/actions";
import { describeHours, withinHours } from "@/lib/automations/availability";
import type { Availability } from "@/lib/crm/agents/availability";

/**
 * My Day's "Available now" switch and the agent's working hours: new leads (round-robin and
 * reassignment) come only while the switch is on and inside the hours; alerts wait for the hours.
 */
export function AvailabilityPanel({ value, now }: { value: Availability; now: Date }) {
  const inHours = withinHours(value, now);
  const taking = value.availableNow && inHours;
  return (
    <Card data-available={taking ? "yes" : "no"}>
      <CardHeader>
        <CardTitle as="h2">{value.availableNow ? "Available now" : "Away"}</CardTitle>
        <CardDescription>
          {taking
            ? "New leads can come to you."
            : value.availableNow
              ? "Outside your working hours: new leads go to agents who are working."
              : "No new leads come to you until you switch this back on."}{" "}
          Hours: {describeHours(value)}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ActionButton
          action={setAvailableNowAction}
          fields={{ availableNow: value.availableNow ? "false" : "true" }}
          label={value.availableNow ? "Switch to away" : "I'm available now"}
          busyLabel="Saving..."
          variant={value.availableNow ? "outline" : "default"}
        />
        <details>
          <summary className="cursor-pointer text-sm font-medium text-primary">Working hours, phone and booking link</summary>
          <div className="mt-3">
            <WorkingHoursForm value={value} idPrefix="my-day-hours" />
          </div>
        </details>
      </CardContent>
    </Card>
  );
}
