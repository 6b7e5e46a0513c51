// Imported for its effect by the modules whose styles set Fraunces in italic: the face is
// declared when their code runs, after the first paint (src/app/fonts.ts).
import { declareFrauncesItalic } from "@/app/fonts";

declareFrauncesItalic();
