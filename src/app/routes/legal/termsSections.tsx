import { Link as RouterLink } from "react-router-dom";
import { Link, Strong } from "@radix-ui/themes";
import { Bullets, ContactEmail, P } from "./LegalText";
import type { LegalSection } from "./LegalDocument";

export const termsSections: LegalSection[] = [
  {
    id: "agreement",
    title: "About these terms",
    body: (
      <>
        <P>
          These terms are an agreement between you and Legendary (“Legendary”, “we”, “us”) about
          your use of the Legendary website and app (the “service”). By creating an account or using
          the service you accept them. If you use Legendary for a company or client, you confirm
          that you may accept these terms on its behalf, and “you” includes that organisation.
        </P>
        <P>
          You must be at least 18 years old, or the age of majority where you live, to use
          Legendary.
        </P>
      </>
    ),
  },
  {
    id: "accounts",
    title: "Your account",
    body: (
      <>
        <P>
          You can try parts of Legendary without an account. Saving briefs and ideas, favourites,
          sharing, exports, sell decks, campaign pages, Discovery IQ and anything that spends Legend
          Credits need one. You can sign up with an email address and password (we verify the
          address with a code) or with Google.
        </P>
        <Bullets
          items={[
            "Give accurate details and keep your email address current; we use it for verification, password resets and important notices.",
            "Keep your password private and tell us promptly if you think someone else has used your account. You are responsible for activity under your account.",
            "An account is for one person. Invite colleagues to their own accounts instead of sharing a login.",
          ]}
        />
      </>
    ),
  },
  {
    id: "credits",
    title: "Legend Credits and subscriptions",
    body: (
      <>
        <P>
          Generating strategies, briefs, ideas, visuals and research uses{" "}
          <Strong>Legend Credits</Strong>. The app shows what an action costs before you start it;
          Discovery IQ, for example, costs 5 credits. Credits come with a subscription plan each
          billing period, or as one-off credit packages.
        </P>
        <Bullets
          items={[
            "Subscriptions renew automatically every month until you cancel. You can cancel at any time; your plan stays active until the end of the period you have paid for.",
            "Plan credits are for the billing period they come with and do not carry over unless your plan says so. Credits from packages stay on your account while it is open.",
            "Credits have no cash value, cannot be transferred or sold, and are not refundable except where the law requires it.",
            "If a generation fails on our side, the credits it used are returned to your balance automatically.",
            "Payments are processed by Stripe. Prices are shown before you pay, with any taxes your location requires. We will tell you in advance about a price change, and it applies from your next billing period.",
            "Free access is offered by qualification or from a waitlist and can change or end; it includes the limits shown on the pricing page.",
          ]}
        />
      </>
    ),
  },
  {
    id: "ai-content",
    title: "AI-generated content and its limits",
    body: (
      <>
        <P>
          Legendary uses artificial intelligence to produce strategies, briefs, campaign ideas, copy
          and images (“output”) from what you give it (“input”). AI output can be wrong, incomplete,
          dated or unsuitable, and it can resemble material that already exists or output produced
          for other people.
        </P>
        <Bullets
          items={[
            "Treat output as a creative starting point, not professional advice. Check facts, claims, prices and legal requirements before you publish.",
            "Output has not been cleared for trademarks, copyright, likeness or advertising standards. Clearance is your responsibility before any public or commercial use.",
            "When no AI provider is connected, Legendary’s built-in studio composes output with simpler built-in rules. Its work is labelled as such in the app.",
          ]}
        />
      </>
    ),
  },
  {
    id: "ownership",
    title: "Who owns what",
    body: (
      <>
        <P>
          <Strong>Your input and output are yours.</Strong> You keep the rights you have in your
          input. As between you and us, and to the extent we have any rights in the output made for
          you, we assign them to you. The law in many places does not grant copyright in material
          made by AI alone, and similar output may be produced for others, so we cannot promise that
          anyone can claim exclusive rights in it.
        </P>
        <P>
          You give us a limited licence to store, process and display your input and output only to
          run the service for you: for example to generate results, keep your history, and show
          pages you choose to share. We do not use your content to advertise Legendary without your
          permission.
        </P>
        <P>
          We own the service itself: the software, design, the legend personas and their
          descriptions, our prompts and the Legendary name and marks.
        </P>
      </>
    ),
  },
  {
    id: "legends",
    title: "About the creative legends",
    body: (
      <>
        <P>
          The “legends” in Legendary are <Strong>AI personas</Strong>. Each one is inspired by the
          publicly documented work, writing and approach of a real advertising creative. They are
          not those people, do not speak for them, and their output is not their work.
        </P>
        <P>
          The people who inspired the personas are not affiliated with Legendary and have not
          endorsed it or anything it produces. Their names are used only to describe whose publicly
          known approach a persona draws on.
        </P>
        <Bullets
          items={[
            "Do not present output as the work, opinion or endorsement of a real person.",
            "Do not use a legend’s name, likeness or reputation to promote your product.",
            <>
              If you are one of the people who inspired a persona, or represent them, and you would
              like it changed or removed, write to <ContactEmail /> and we will respond promptly.
            </>,
          ]}
        />
      </>
    ),
  },
  {
    id: "sharing",
    title: "Sharing and campaign pages",
    body: (
      <P>
        When you share an idea or publish a campaign page, anyone with the link can see it without
        an account. You can stop sharing at any time, after which the link stops working. You are
        responsible for what you share and for having the rights to it.
      </P>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <P>Use Legendary lawfully and fairly. In particular, do not use it to:</P>
        <Bullets
          items={[
            "create advertising that is false or misleading, makes claims you cannot substantiate, or breaks advertising, consumer-protection or platform rules;",
            "infringe anyone’s copyright, trademarks or other rights, or imitate a brand you do not represent;",
            "impersonate real people, suggest an endorsement that does not exist, or create images of real people without their consent;",
            "produce hateful, harassing, violent, sexually explicit or otherwise harmful material, or any material that sexualises minors;",
            "run deceptive political messaging or disinformation;",
            "promote illegal products or services, or target people in ways the law forbids;",
            "probe, overload, scrape or reverse-engineer the service, get around credit or rate limits, or use output to train a competing AI model;",
            "break the usage policies of the AI providers that power Legendary.",
          ]}
        />
        <P>
          We may decline a request, remove content, or suspend an account that breaks these rules,
          and we will tell you why unless the law or safety prevents it.
        </P>
      </>
    ),
  },
  {
    id: "third-parties",
    title: "Services we rely on",
    body: (
      <P>
        Legendary runs on other companies’ services, including Convex (hosting and data), AI model
        providers such as OpenRouter and OpenAI (text), Ideogram and Replicate (images), Stripe
        (payments), Google (sign-in) and an email delivery provider. Their availability affects
        ours. The{" "}
        <Link asChild underline="always">
          <RouterLink to="/privacy">Privacy Policy</RouterLink>
        </Link>{" "}
        explains what each of them receives.
      </P>
    ),
  },
  {
    id: "availability",
    title: "Changes to the service",
    body: (
      <P>
        We are always improving Legendary, so features, models, legends and limits change. Some
        features may be marked experimental. We aim to keep the service available but cannot promise
        it will be uninterrupted or error-free. If we remove something you have paid for, we will
        offer a fair remedy such as credits or a partial refund.
      </P>
    ),
  },
  {
    id: "liability",
    title: "Disclaimers and liability",
    body: (
      <>
        <P>
          The service and its output are provided “as is”. To the extent the law allows, we make no
          promises that output will be accurate, original, fit for a particular purpose or free of
          third-party rights.
        </P>
        <P>
          To the extent the law allows, we are not liable for indirect or consequential losses, lost
          profits or lost data, and our total liability for any claim about the service is limited
          to the amount you paid us in the 12 months before the claim. Nothing in these terms limits
          liability that cannot be limited by law, or your rights as a consumer.
        </P>
        <P>
          If you use Legendary for business, you will cover our reasonable costs arising from a
          claim that your input, or how you used output, broke the law or someone’s rights.
        </P>
      </>
    ),
  },
  {
    id: "ending",
    title: "Ending your use",
    body: (
      <P>
        You can stop using Legendary and ask us to delete your account at any time. We may suspend
        or close an account that seriously or repeatedly breaks these terms. When an account closes,
        its unused credits lapse, its share links stop working and its content is deleted as
        described in the Privacy Policy. Sections that by their nature should continue, such as
        ownership and liability, still apply.
      </P>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <P>
        We may update these terms as Legendary evolves or the law changes. For significant changes
        we will tell you by email or in the app at least 14 days before they take effect. If you
        keep using Legendary after that, the new terms apply; if you do not agree, you can cancel
        and close your account.
      </P>
    ),
  },
  {
    id: "contact",
    title: "Law and contact",
    body: (
      <>
        <P>
          These terms are governed by the law of the country where Legendary is established, without
          taking away any protection the law where you live gives you as a consumer. Before going to
          court, please contact us so we can try to resolve the problem together.
        </P>
        <P>
          Questions about these terms: <ContactEmail />.
        </P>
      </>
    ),
  },
];
