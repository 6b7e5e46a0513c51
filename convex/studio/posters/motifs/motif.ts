import type { Palette } from "../color";
import { hashString } from "../random";
import { round } from "../svg";
import { OBJECTS } from "./objects";
import { motifPaint } from "./paint";
import { ABSTRACT_MOTIFS, SCENES } from "./scenes";

/**
 * The poster's motif: a pictogram of something the idea's key visual elements name ("a steaming
 * cup", "the open road", "busy parents"), found by keyword, or an abstract mark of its own when
 * they name nothing drawable. Drawn in a square frame the layout chooses, on a ground it knows.
 */

const MOTIFS = { ...OBJECTS, ...SCENES };
export type MotifName = keyof typeof MOTIFS;

/** Words that name each motif (singular; plurals are found by stripping -s and -es). */
const WORDS: Record<string, string> = {
  cup: "cup mug coffee tea espresso latte cappuccino cafe brew barista kettle",
  bean: "bean roast roaster roastery grind grinder",
  phone: "phone smartphone mobile app notification swipe texting sms",
  laptop:
    "laptop computer desk office screen online website web email inbox software digital code dashboard spreadsheet",
  camera: "camera photo photograph photographed photography snapshot flash film documentary lens",
  headphones: "music song sound headphone listen audio playlist radio podcast beat",
  book: "book read reading story stories page library student study learn school lesson magazine newspaper",
  bottle: "bottle juice beer wine soda smoothie milk",
  bag: "bag shopping shop shopper store retail basket cart purchase sale buy fashion",
  clock: "clock time minute hour deadline late early schedule routine daily",
  bulb: "idea bulb insight bright think thinking innovation invention smart genius",
  gift: "gift present surprise parcel package delivery delivered box unbox unboxing subscription",
  key: "key lock security secure safe unlock access password privacy",
  plate:
    "food plate meal dinner lunch breakfast bread bakery cook cooking recipe eat eating restaurant chef dish pizza burger",
  megaphone: "megaphone announce announcement loud shout stunt protest rally manifesto",
  target: "target goal aim focus precision",
  check:
    "proof check evidence test tested verified guarantee fact numbered checklist promise claim",
  star: "star award best winner win champion quality premium rating review celebrity famous",
  heart: "love heart care caring kind kindness romance valentine favourite favorite",
  chat: "chat talk conversation message speech voice quote argue argument dialogue testimonial reaction",
  sign: "warning sign alert attention urgent urgency caution danger stop cliche crossed",
  flame: "fire flame hot spicy heat burn passion fierce",
  bolt: "energy power electric charge battery fast speed instant quick lightning",
  rocket: "rocket launch space startup growth boost future",
  paw: "dog cat pet puppy kitten paw vet",
  eye: "eye vision glasses sight gaze",
  sun: "sun sunrise sunset dawn morning summer sunshine warm warmth golden",
  road: "road highway path route journey drive driving run runner running commute commuter trip marathon",
  city: "city skyline building urban town downtown street neighbourhood neighborhood apartment metro",
  mountain: "mountain hill peak hike hiking hiker outdoor outdoors trail summit climb adventure",
  wave: "sea ocean wave water beach surf swim swimming river lake coast sail boat",
  rain: "rain cloud storm weather umbrella wet",
  leaf: "leaf leaves plant garden green organic grow growing flower bloom sustainable eco natural herb",
  tree: "tree forest wood woods park nature",
  people:
    "people person parent family families crowd public friend customer team face portrait together community kid children mum dad mother father neighbour audience fan women men couple",
  hands: "hand handshake hold holding touch craft handmade maker gesture",
  house: "home house household cosy cozy kitchen roof",
  car: "car vehicle driver motor garage taxi",
  bicycle: "bike bicycle cycling cyclist courier ride rider pedal wheel",
  globe: "world globe global planet earth international travel country map",
  bird: "bird fly flying freedom wing feather",
};

const LOOKUP = new Map<string, MotifName>(
  Object.entries(WORDS).flatMap(([motif, words]) =>
    words.split(" ").map((word) => [word, motif as MotifName] as const),
  ),
);

function tokens(text: string): string[] {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

function motifOfWord(word: string): MotifName | undefined {
  return (
    LOOKUP.get(word) ??
    (word.endsWith("es") ? LOOKUP.get(word.slice(0, -2)) : undefined) ??
    (word.endsWith("s") ? LOOKUP.get(word.slice(0, -1)) : undefined)
  );
}

/**
 * The motif for an idea: the first drawable thing named by its key visual elements, in order
 * (a request's images pass them rotated, so each draws a different one), then by its other
 * words; the brand's own name never counts ("Bean & Bloom" is not a bean). Else an abstract mark
 * chosen by the words, so the same idea always gets the same one.
 */
export function chooseMotif(
  elements: readonly string[],
  otherWords: readonly string[],
  brand = "",
): MotifName {
  const ignored = new Set(tokens(brand));
  for (const text of [...elements, ...otherWords]) {
    for (const word of tokens(text)) {
      if (ignored.has(word)) continue;
      const found = motifOfWord(word);
      if (found) return found;
    }
  }
  const all = [...elements, ...otherWords].join(" ");
  return ABSTRACT_MOTIFS[hashString(all) % ABSTRACT_MOTIFS.length];
}

export type MotifFrame = {
  /** Top-left corner and side of the square the motif fills. */
  x: number;
  y: number;
  size: number;
  /** The colours under the frame: the motif's colours are chosen to stand out from all. */
  grounds: readonly string[];
};

/** The motif drawn into its frame: a group scaled from its 100 × 100 box. */
export function drawMotif(name: MotifName, frame: MotifFrame, palette: Palette): string {
  const paint = motifPaint(frame.grounds, palette);
  const scale = frame.size / 100;
  return `<g class="motif motif-${name}" transform="translate(${round(frame.x)} ${round(frame.y)}) scale(${Math.round(scale * 10000) / 10000})">${MOTIFS[name](paint)}</g>`;
}
