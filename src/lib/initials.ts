/** Up to two initials for an avatar: "Mary Wells Lawrence" → "MW"; falls back to the email. */
export function initialsOf(fullName: string, email: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? "");
  const initials = letters.join("") || Array.from(email.trim())[0] || "?";
  return initials.toUpperCase();
}
