/** Everyday definitions of words beginning with z, in the sense a child meets first. */
export const DEFINITIONS_Z: Readonly<Record<string, string>> = {
  zero: 'noun: the number 0, meaning none at all',
  zip: 'noun: a fastener with two rows of small teeth that lock together when you pull a tab',
  zone: 'noun: an area that is different from the places around it or used for something special',
  zoo: 'noun: a place where wild animals are kept so that people can come and see them',
};
