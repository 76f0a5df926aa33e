import { TRAP_HONEYPOT_FIELD, TRAP_TOKEN_FIELD } from "#app/utils/spam-trap.ts";

/**
 * The honeypot (hidden from people and assistive technology, left empty by
 * them, filled by bots) and the signed render time from the loader.
 */
export function SpamTrapFields({
  idPrefix,
  token,
}: {
  idPrefix: string;
  token: string;
}) {
  return (
    <>
      <input type="hidden" name={TRAP_TOKEN_FIELD} value={token} />
      <div
        aria-hidden="true"
        className="absolute -left-[9999px] h-px w-px overflow-hidden"
      >
        <label htmlFor={`${idPrefix}-${TRAP_HONEYPOT_FIELD}`}>
          Leave this field empty
        </label>
        <input
          id={`${idPrefix}-${TRAP_HONEYPOT_FIELD}`}
          name={TRAP_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </>
  );
}
