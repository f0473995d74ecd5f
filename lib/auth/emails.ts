/** E-mails about accounts: a registration waiting for approval, a password-reset link. */
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Plain text paragraphs (blank-line separated) as HTML paragraphs, every character escaped. */
const paragraphs = (text: string) =>
  text
    .split("\n\n")
    .map((p) => `<p>${escape(p).replace(/\n/g, "<br>")}</p>`)
    .join("");

export function registrationPendingEmail(username: string, siteUrl: string) {
  const text = [
    `${username} registered an agent account and is waiting for approval.`,
    "",
    "Until an admin approves it, the account sees no leads or CRM data and gets no leads. Approve it (and choose the lead types it takes) or reject it here:",
    `${siteUrl}/admin/agents`,
  ].join("\n");
  return { subject: `Agent registration waiting for approval: ${username}`, text, html: paragraphs(text) };
}

export function passwordResetEmail(opts: { username: string; link: string; minutes: number; company: string; byAdmin: boolean }) {
  const why = opts.byAdmin
    ? `An administrator of ${opts.company} started a password reset for your account (${opts.username}).`
    : `Someone asked to reset the password of your ${opts.company} account (${opts.username}). If it was not you, ignore this e-mail: your password stays as it is.`;
  const text = [why, "", `Choose a new password here. The link works once, within ${opts.minutes} minutes:`, opts.link].join("\n");
  return { subject: `Reset your ${opts.company} password`, text, html: paragraphs(text) };
}
