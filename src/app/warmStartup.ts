/**
 * Imported by main.tsx a task before the app (src/boot.tsx): running the start-up chunk's
 * libraries (React DOM's set-up above all, then the router's, Convex's and Radix Themes' module
 * code) here leaves boot's own evaluation and first render to a task of their own, where together
 * they were one long task on a phone (issue 20: total blocking time).
 */
import "react-dom/client";
