import { LegalDocument } from "./LegalDocument";
import { termsSections } from "./termsSections";

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      summary="The agreement for using Legendary: how accounts, credits and subscriptions work, who owns what the AI makes for you, what the legend personas are, and what Legendary must not be used for."
      sections={termsSections}
    />
  );
}
