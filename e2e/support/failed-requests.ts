/** A request a test makes fail shows up in Chromium's console as "Failed to load resource: ...". */
export const FAILED_RESOURCE = /Failed to load resource/;

/** What a test answers in place of the API when it stands in for a server failure. */
export const serverError = { status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal Server Error' }) };
