import { TextField } from "./fields.tsx";

/**
 * Name, email and phone as the lead forms ask them (/contact, /book): the
 * browser's autofill fills all three at once. Placed inside the caller's
 * grid.
 */
export function PersonFields({
  labels,
  maxName,
}: {
  labels: { name: string; email: string; phone: string };
  maxName: number;
}) {
  return (
    <>
      <TextField
        name="name"
        label={labels.name}
        autoComplete="name"
        maxLength={maxName}
        required
      />
      <TextField
        name="email"
        type="email"
        label={labels.email}
        autoComplete="email"
        maxLength={254}
        spellCheck={false}
        required
      />
      <TextField
        name="phone"
        type="tel"
        label={labels.phone}
        hint="With area code, like (845) 555-0142"
        autoComplete="tel"
        maxLength={40}
        required
      />
    </>
  );
}
