/** Everyday definitions of words beginning with q, in the sense a child meets first. */
export const DEFINITIONS_Q: Readonly<Record<string, string>> = {
  quality:
    'noun: how good or bad something is · something that is part of what a person or thing is like',
  quantum: 'noun: the smallest possible amount of something such as energy or light, in science',
  quarrel: 'verb: have an angry argument with someone',
  quarter:
    'noun: one of four equal parts of something · a coin worth 25 cents in the US and Canada',
  queen: 'noun: a woman who rules a country, or the wife of a king',
  quest: 'noun: a long search or journey to find something important',
  quick: 'adjective: fast, or taking only a short time',
  quickly: 'adverb: fast, or in a short time',
  quiet: 'adjective: making little or no noise',
  quietly: 'adverb: making very little noise',
  quit: 'verb: stop doing something, or leave a job, school or team',
  quite: 'adverb: fairly, a little but not very · completely',
  quote: 'verb: repeat exactly the words that someone else said or wrote',
};
