/** "Request a Callback" in the contact hero asks the contact form (further down the page) to prepare a callback request. */
export const CALLBACK_EVENT = "contact:callback-request";
export const CALLBACK_MESSAGE = "Please call me back. The best time to reach me is: ";
