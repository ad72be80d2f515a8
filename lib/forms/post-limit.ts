import { CV_MAX_BYTES } from "./cv";

/**
 * The largest form post the server reads. A CV somewhat over its own limit still reaches the
 * form's service (server/forms/), which answers with the form, its values and the message; a
 * larger post is refused from its declared length, before it is read
 * (server/http/refused-requests.ts).
 */
export const FORM_POST_MAX_BYTES = CV_MAX_BYTES + 3 * 1024 * 1024;
