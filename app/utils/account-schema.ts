import { z } from "./zod.ts";

// The rules for admin accounts, shared by the accounts screens in the
// browser and their actions, and by `npm run admin:create`.
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_BYTES = 1024;
export const USERNAME_PATTERN = /^[a-z0-9._-]{3,50}$/i;

export const accountMessages = {
  username:
    "Please use 3 to 50 letters, digits, dots, dashes or underscores, with no spaces",
  password: `Please use at least ${MIN_PASSWORD_LENGTH} characters; a few words together are easy to remember`,
  tooLong: "That password is too long",
  currentPassword: "Please enter your current password",
  mismatch: "The two new passwords are not the same",
  sameAsBefore: "Please choose a password you have not used here",
  taken: "That username is taken. Please choose another.",
  wrongPassword: "That is not your current password",
};

const newPassword = z.string({ error: accountMessages.password }).check(
  z.minLength(MIN_PASSWORD_LENGTH, accountMessages.password),
  z.refine(
    (value) => new TextEncoder().encode(value).length <= MAX_PASSWORD_BYTES,
    accountMessages.tooLong,
  ),
);

export const NewAccountSchema = z.object({
  username: z
    .string({ error: accountMessages.username })
    .check(z.trim(), z.regex(USERNAME_PATTERN, accountMessages.username)),
  password: newPassword,
});
export const NEW_ACCOUNT_FIELDS = ["username", "password"] as const;

export const PasswordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: accountMessages.currentPassword })
      .check(z.minLength(1, accountMessages.currentPassword)),
    newPassword,
    confirmPassword: z.string({ error: accountMessages.mismatch }),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.newPassword !== value.confirmPassword) {
        ctx.issues.push({
          code: "custom",
          input: value.confirmPassword,
          path: ["confirmPassword"],
          message: accountMessages.mismatch,
        });
      }
      if (value.newPassword === value.currentPassword) {
        ctx.issues.push({
          code: "custom",
          input: value.newPassword,
          path: ["newPassword"],
          message: accountMessages.sameAsBefore,
        });
      }
    }),
  );
export const PASSWORD_CHANGE_FIELDS = [
  "currentPassword",
  "newPassword",
  "confirmPassword",
] as const;

export const AccountListActionSchema = z.object({
  intent: z.literal("delete"),
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/)),
});
