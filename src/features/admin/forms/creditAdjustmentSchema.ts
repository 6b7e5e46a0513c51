import { z } from "zod";
import { ADMIN_CONSOLE } from "../../../../shared/constants";
import { adminMessages } from "../../../../shared/errors";

/**
 * An admin's grant or removal of Legend Credits: the same checks the server makes
 * (convex/admin/usersModel.ts), so the form says what is wrong before anything is sent. A removal
 * larger than the account's balance is refused here too, in the server's words.
 */
export function creditAdjustmentSchema(account: { email: string; legendCredits: number }) {
  const amountMessage = adminMessages.amountInvalid(ADMIN_CONSOLE.creditAdjustMax);
  return z
    .object({
      direction: z.enum(["grant", "remove"]),
      amount: z
        .string()
        .trim()
        .regex(/^\d+$/, amountMessage)
        .refine((value) => {
          const amount = Number(value);
          return amount >= 1 && amount <= ADMIN_CONSOLE.creditAdjustMax;
        }, amountMessage),
      reason: z
        .string()
        .trim()
        .min(1, adminMessages.reasonRequired)
        .max(
          ADMIN_CONSOLE.reasonMaxChars,
          adminMessages.reasonTooLong(ADMIN_CONSOLE.reasonMaxChars),
        ),
    })
    .refine(
      (values) => values.direction === "grant" || Number(values.amount) <= account.legendCredits,
      {
        path: ["amount"],
        message: adminMessages.removeTooMany(account.email, account.legendCredits),
      },
    );
}

export type CreditAdjustmentValues = z.input<ReturnType<typeof creditAdjustmentSchema>>;
