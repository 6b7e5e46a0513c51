import { LegalDocument } from "./LegalDocument";
import { privacySections } from "./privacySections";

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      summary="What Legendary collects, why, who helps us process it, and the choices you have. In short: we use your data to run the service for you, we don’t sell it, and we don’t train AI models on your work."
      sections={privacySections}
    />
  );
}
