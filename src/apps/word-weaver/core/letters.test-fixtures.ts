/**
 * For tests: the original client's letter generator as its description reads, written again without
 * `letters.ts`: letter i of a seed comes from frac(sin(seed + i) · 10000), the first letter whose
 * cumulative weight (in the table's order, most frequent first) reaches the draw, else E.
 */
const ORIGINAL_TABLE =
  'E .11 T .09 A .08 O .075 I .075 N .07 S .063 H .061 R .06 D .043 L .04 C .028 U .028 M .024 ' +
  'W .024 F .022 G .02 Y .02 P .019 B .015 V .0098 K .0077 J .0015 X .0015 Q .00095 Z .00074';

export function originalClientLetters(seed: number, count: number): string {
  const words = ORIGINAL_TABLE.split(' ');
  let letters = '';
  for (let i = 0; i < count; i += 1) {
    const x = Math.sin(seed + i) * 10000;
    const draw = x - Math.floor(x);
    let cumulative = 0;
    let chosen = 'E';
    for (let w = 0; w < words.length; w += 2) {
      cumulative += Number(words[w + 1]);
      if (draw <= cumulative) {
        chosen = words[w] ?? 'E';
        break;
      }
    }
    letters += chosen;
  }
  return letters;
}
