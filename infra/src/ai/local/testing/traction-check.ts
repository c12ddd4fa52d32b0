// Finds traction an idea cannot have yet stated as fact: '83 problem interviews', '463 sign-ups on the waitlist',
// '$12K in revenue', '68% named this a top-three pain'. A figure is labelled when its line or the heading of its
// section, or the first row of its table, says it is a target, a goal, a plan, a projection or an assumption; questions claim nothing. The checker
// reads markdown line by line (a table row is a line), so it applies to any document or power-up of either provider.

/** Words that make a figure a target or an assumption rather than a claim. */
const LABEL = /\b(?:targets?|goals?|aims?|assum\w*|projected|projections?|forecasts?|plan(?:s|ned)?|milestones?|hypothes[ie]s|to test|success criteri(?:on|a))\b/i;

const COUNT = String.raw`(?:\$?\d[\d,.]*\s*[KkMm]?\+?)`;
/** Counts of what only an idea in the market has: interviews held, people on a list, customers, money earned. */
const TRACTION = [
  new RegExp(String.raw`${COUNT}\s+(?:[\p{L}-]+\s+){0,2}(?:interviews?|sign-?ups?|waitlist(?:ers)?|users|customers|subscribers|downloads|installs|pre-?orders|members|paying\s+\w+|pilots|testers|letters of intent|LOIs)\b`, 'iu'),
  new RegExp(String.raw`\$\d[\d,.]*\s*[KkMmBb]?\s+(?:in\s+)?(?:revenue|sales|MRR|ARR|GMV|bookings)\b`, 'i'),
  /\b(?:revenue|MRR|ARR|GMV)\s+(?:of\s+|to date\s+|reached\s+)?\$\d/i,
  /\d+\s*%\s+(?:of\s+(?:them|those\s+\w+|\w+)\s+)?(?:named|said|say|ranked|reported|agreed|would pay)\b/i,
];

export interface UnlabelledFigure {
  line: string;
  heading: string;
}

/** Every line of a markdown text that states traction without labelling it as a target or an assumption. */
export function unlabelledTraction(markdown: string): UnlabelledFigure[] {
  const found: UnlabelledFigure[] = [];
  let heading = '';
  // A table's first row names its columns: a 'Target' column labels the figures under it.
  let columns = '';
  let previous = '';
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    const title = /^#{1,6}\s+(.*)$/.exec(line);
    [previous, columns] = [line, line.startsWith('|') ? (previous.startsWith('|') ? columns : line) : ''];
    if (title) {
      heading = title[1] ?? '';
      continue;
    }
    if (!line || /\?\W*$/.test(line) || [line, heading, columns].some((context) => LABEL.test(context))) continue;
    if (TRACTION.some((pattern) => pattern.test(line))) found.push({ line, heading });
  }
  return found;
}
