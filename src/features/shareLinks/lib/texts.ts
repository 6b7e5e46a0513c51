/** What the share-link controls say (spec 8 'Share' texts live in shared/errors.ts). */
export const SHARE_TEXT = {
  copied: "Link copied",
  copiedDescription: "Anyone with the link can view this idea — no account needed.",
  share: "Share",
  sharing: "Sharing…",
  linkOn: "Public link on",
  copy: "Copy",
  turnOff: "Turn off link",
  turningOff: "Turning off…",
  turnedOff: "Link turned off",
  turnedOffDescription: "The old link now opens nothing. Sharing again makes a new one.",
  turnOffFailed: "Couldn't turn off the link",
  fallbackTitle: "Copy the public link",
  fallbackDescription:
    "Your browser didn't let us copy it. Copy the link below and send it to anyone; they need no account to view it.",
  done: "Done",
  allowComments: "Allow comments",
} as const;
