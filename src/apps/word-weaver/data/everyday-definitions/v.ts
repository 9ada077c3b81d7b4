/** Everyday definitions of words beginning with v, in the sense a child meets first. */
export const DEFINITIONS_V: Readonly<Record<string, string>> = {
  vacuum: 'noun: a machine that cleans floors and carpets by sucking up dust and dirt',
  vain: 'adjective: too proud of how you look or what you can do',
  valley:
    'noun: a low area of land between hills or mountains, often with a river running through it',
  value: 'noun: how much something is worth, in money or in how important it is',
  vampire: 'noun: a monster in stories that comes out at night and drinks people’s blood',
  van: 'noun: a vehicle bigger than a car and smaller than a truck, for carrying goods or people',
  variety: 'noun: a lot of different kinds of things · one kind of something',
  various: 'adjective: of several different kinds',
  vast: 'adjective: extremely large',
  vault:
    'noun: a strong, locked room, for example in a bank, where money and valuable things are kept',
  vehicle:
    'noun: a machine such as a car, bus or truck that carries people or things from place to place',
  velvet: 'noun: a soft cloth with thick short fur-like threads on one side',
  verdict: 'noun: the decision made by a judge or jury at the end of a trial',
  version: 'noun: one form of something that is slightly different from other forms of it',
  very: 'adverb: a word used to make another word stronger, like really',
  vessel: 'noun: a ship or large boat · a tube that carries blood around the body',
  vest: 'noun: a piece of clothing without sleeves, worn on the top half of the body',
  vet: 'noun: a doctor for animals',
  vice: 'noun: a bad habit or a wicked way of behaving',
  vicious: 'adjective: fierce and cruel, wanting to hurt',
  victim: 'noun: a person or animal that has been hurt, robbed or killed',
  victor: 'noun: the winner of a battle, game or contest',
  victory: 'noun: a win in a battle, game or contest',
  video: 'noun: a recording of moving pictures and sound that you can watch on a screen',
  view: 'noun: everything you can see from a place, especially beautiful land · what you think about something',
  village:
    'noun: a small group of houses and other buildings in the countryside, smaller than a town',
  violent: 'adjective: using force to hurt or harm people',
  violet: 'noun: a small purple or white flower · a bluish-purple color',
  virus:
    'noun: a tiny germ that can get into your body and make you ill · a harmful computer program',
  vision: 'noun: the ability to see · a picture in your mind of what could happen',
  visit: 'verb: go to see a person or a place and spend some time there',
  visitor: 'noun: a person who comes to see a place or a person',
  visual: 'adjective: to do with seeing or sight',
  vital: 'adjective: very important and necessary',
  vodka: 'noun: a strong, clear alcoholic drink, first made in Russia and Poland',
  voice: 'noun: the sounds you make when you speak or sing',
  volume:
    'noun: how loud a sound is · one book in a set of books · the amount of space something fills',
  vote: 'verb: choose someone or something in an election by marking a paper or raising your hand',
  vow: 'verb: make a very serious promise',
  voyage: 'noun: a long journey, especially by sea or in space',
};
