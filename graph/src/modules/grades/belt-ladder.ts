export type BeltSeed = { value: number; description: string; colour: string; hours: number };

// Kyu belts are negative, dan belts start at 0; full belts are multiples of 10 and the odd
// values between them are the intermediate belts (drawn as a blend of their two neighbours).
const FULL: BeltSeed[] = [
  { value: -60, description: '6º Kyu', colour: '#FFFFFF', hours: 0 },
  { value: -50, description: '5º Kyu', colour: '#F2C500', hours: 40 },
  { value: -40, description: '4º Kyu', colour: '#F28C28', hours: 60 },
  { value: -30, description: '3º Kyu', colour: '#2E8B57', hours: 80 },
  { value: -20, description: '2º Kyu', colour: '#1F5FBF', hours: 100 },
  { value: -10, description: '1º Kyu', colour: '#7B4A12', hours: 120 },
  { value: 0, description: '1º Dan (Shodan)', colour: '#000000', hours: 200 },
  { value: 10, description: '2º Dan (Nidan)', colour: '#000000', hours: 300 },
  { value: 20, description: '3º Dan (Sandan)', colour: '#000000', hours: 400 },
  { value: 30, description: '4º Dan (Yondan)', colour: '#000000', hours: 500 },
  { value: 40, description: '5º Dan (Godan)', colour: '#000000', hours: 600 },
  { value: 50, description: '6º Dan (Rokudan)', colour: '#000000', hours: 700 },
  { value: 60, description: '7º Dan (Nanadan)', colour: '#000000', hours: 800 },
  { value: 70, description: '8º Dan (Hachidan)', colour: '#000000', hours: 900 },
];

/** The ladder with an intermediate belt between consecutive kyu belts and before Shodan. */
export const BELT_LADDER: BeltSeed[] = FULL.flatMap((belt, i) => {
  const next = FULL[i + 1];
  if (!next || belt.value >= 0) return [belt];
  return [
    belt,
    {
      value: belt.value + 5,
      description: `${belt.description} intermedio`,
      colour: belt.colour,
      hours: Math.round((belt.hours + next.hours) / 2),
    },
  ];
});

export const TITLES = [
  { value: 1, description: 'Fukushidoin' },
  { value: 2, description: 'Shidoin' },
  { value: 3, description: 'Shihan' },
];
