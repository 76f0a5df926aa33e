import { data } from "react-router";
import { readAdminChange } from "#app/auth/admin-change.server.ts";
import { redirectWithToast } from "#app/auth/flash.server.ts";
import {
  declineReview,
  setReviewPublished,
  setReviewRelationship,
} from "#app/models/reviews-admin.server.ts";
import {
  DECLINE_REASON_VALUES,
  type DeclineReason,
  declineReasonLabel,
} from "./policy.ts";
import { declineMessage, ModerationSchema } from "./schema.ts";

// The owner's decisions on one review (issue 33): publish, decline for a
// criterion of /reviews/policy (kept with the review), or the family or
// staff disclosure. The same path for every rating.

export async function moderateReview(request: Request, id: number) {
  const read = await readAdminChange(
    request,
    ModerationSchema,
    "/admin/reviews",
  );
  if (!read.ok) return read.response;
  const { change } = read;
  if (change.id !== id) {
    return data(
      { error: "That change is not for this review. Please reload the page." },
      { status: 400 },
    );
  }
  const here = `/admin/reviews/${id}`;
  if (
    change.intent === "decline" &&
    !(DECLINE_REASON_VALUES as readonly string[]).includes(change.reason)
  ) {
    return data({ error: declineMessage }, { status: 400 });
  }
  const name =
    change.intent === "publish"
      ? await setReviewPublished(id, 1)
      : change.intent === "decline"
        ? await declineReview(id, change.reason as DeclineReason)
        : await setReviewRelationship(id, change.relationship);
  if (name === null) throw data("No such review", { status: 404 });
  return redirectWithToast(
    here,
    change.intent === "publish"
      ? `Published the review by ${name}.`
      : change.intent === "decline"
        ? `Declined the review by ${name}: ${declineReasonLabel(change.reason)}.`
        : change.relationship
          ? `The review by ${name} now shows its disclosure.`
          : `The review by ${name} shows no disclosure.`,
  );
}
