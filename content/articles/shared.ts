/**
 * Short stage directions reused at the top of outbound call scripts.
 * They are general best-practice reminders, not legal advice.
 */
export const COLD_CALL_PREFLIGHT =
  "(Before dialing: call only numbers scrubbed against the National Do Not Call Registry within the last 31 days and against your internal do-not-call list, unless the person gave you written consent to call. Dial manually unless you hold prior express written consent. Call between 9 AM and 8 PM in the person's local time, and not on Sunday mornings.)";

/** Footer for commercial e-mail templates: identification, postal address and a working opt-out. */
export const EMAIL_FOOTER = `{{agent_name}}
{{agency_name}} | {{phone}}
{{agency_address}}

To stop receiving e-mails from us, click here: {{unsubscribe_link}}`;
