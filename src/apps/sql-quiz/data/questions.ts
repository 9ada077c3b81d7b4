import type { QuizQuestion } from '../shared/sql-quiz.schemas';

/**
 * The ten questions. Each option's weights follow the type order of PERSONALITY_TYPES:
 * SELECT, INSERT, UPDATE, DELETE, WHERE, JOIN, GROUP BY, HAVING, ORDER BY, LIMIT.
 * An option leans strongly (3) towards one type and a little (1–2) towards a kindred one.
 */
export const QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 'saturday',
    prompt: 'A free Saturday stretches out ahead of you. How does the morning go?',
    options: [
      {
        id: 'saturday-a',
        text: 'Wander somewhere new and see what turns up.',
        weights: [3, 1, 0, 0, 0, 0, 0, 0, 0, 0],
      },
      {
        id: 'saturday-b',
        text: 'Make a list and work through it from the top.',
        weights: [0, 0, 0, 0, 0, 0, 1, 0, 3, 0],
      },
      {
        id: 'saturday-c',
        text: 'Message a few friends to see who is around.',
        weights: [1, 0, 0, 0, 0, 3, 0, 0, 0, 0],
      },
      {
        id: 'saturday-d',
        text: 'Finally fix the drawer that always sticks.',
        weights: [0, 0, 3, 1, 0, 0, 0, 0, 0, 0],
      },
      {
        id: 'saturday-e',
        text: 'Pick two lovely things to do and leave the rest of the day empty.',
        weights: [0, 0, 0, 1, 0, 0, 0, 0, 0, 3],
      },
      {
        id: 'saturday-f',
        text: 'Start the project you have been daydreaming about all week.',
        weights: [0, 3, 1, 0, 0, 0, 0, 0, 0, 0],
      },
      {
        id: 'saturday-g',
        text: 'Look back over the past week and see how it really went.',
        weights: [0, 0, 0, 0, 1, 0, 0, 3, 0, 0],
      },
      {
        id: 'saturday-h',
        text: 'Clear out one cupboard and enjoy the space it leaves.',
        weights: [0, 0, 0, 3, 0, 0, 1, 0, 0, 0],
      },
      {
        id: 'saturday-i',
        text: 'Batch the week’s errands so each trip covers a whole area.',
        weights: [0, 0, 0, 0, 0, 0, 3, 0, 1, 0],
      },
      {
        id: 'saturday-j',
        text: 'Head straight to the one café that makes coffee exactly right.',
        weights: [0, 0, 0, 0, 3, 0, 0, 0, 0, 1],
      },
    ],
  },
  {
    id: 'potluck',
    prompt: 'Friends are throwing a potluck. What do you bring?',
    options: [
      {
        id: 'potluck-a',
        text: 'Whatever got the most compliments last time.',
        weights: [0, 0, 0, 0, 0, 0, 0, 3, 1, 0],
      },
      {
        id: 'potluck-b',
        text: 'A dish from a cuisine I have never cooked before.',
        weights: [3, 1, 0, 0, 0, 0, 0, 0, 0, 0],
      },
      {
        id: 'potluck-c',
        text: 'Exactly enough for everyone, so nobody carries leftovers home.',
        weights: [0, 0, 0, 1, 0, 0, 0, 0, 0, 3],
      },
      {
        id: 'potluck-d',
        text: 'My usual dish, with a clever new twist.',
        weights: [0, 0, 3, 0, 0, 0, 0, 1, 0, 0],
      },
      {
        id: 'potluck-e',
        text: 'Something I invented last night, with a name to match.',
        weights: [1, 3, 0, 0, 0, 0, 0, 0, 0, 0],
      },
      {
        id: 'potluck-f',
        text: 'A platter sorted into neat sections: cheese here, fruit there.',
        weights: [0, 0, 0, 0, 1, 0, 3, 0, 0, 0],
      },
      {
        id: 'potluck-g',
        text: 'I ask the host what is missing and cover the most important gap.',
        weights: [0, 0, 0, 0, 0, 1, 0, 0, 3, 0],
      },
      {
        id: 'potluck-h',
        text: 'The one dessert from the one bakery that does it properly.',
        weights: [0, 0, 0, 0, 3, 0, 0, 1, 0, 0],
      },
      {
        id: 'potluck-i',
        text: 'Good bread and good butter. Nothing else needed.',
        weights: [0, 0, 0, 3, 0, 0, 0, 0, 0, 1],
      },
      {
        id: 'potluck-j',
        text: 'A dish I cook together with the host in their kitchen.',
        weights: [0, 1, 0, 0, 0, 3, 0, 0, 0, 0],
      },
    ],
  },
  {
    id: 'bookshelf',
    prompt: 'What does your bookshelf look like?',
    options: [
      {
        id: 'bookshelf-a',
        text: 'One shelf, one rule: a new book in means an old book out.',
        weights: [0, 0, 0, 1, 0, 0, 0, 0, 0, 3],
      },
      {
        id: 'bookshelf-b',
        text: 'Sorted by genre, then by colour within each genre.',
        weights: [0, 0, 0, 0, 0, 0, 1, 0, 3, 0],
      },
      {
        id: 'bookshelf-c',
        text: 'A bit of everything: poetry, atlases, a manual for a boat I don’t own.',
        weights: [3, 0, 0, 0, 0, 1, 0, 0, 0, 0],
      },
      {
        id: 'bookshelf-d',
        text: 'Well-loved books with my notes in every margin.',
        weights: [0, 0, 3, 0, 0, 0, 0, 1, 0, 0],
      },
      {
        id: 'bookshelf-e',
        text: 'Only authors who have truly earned their spot.',
        weights: [0, 0, 0, 0, 3, 0, 0, 1, 0, 0],
      },
      {
        id: 'bookshelf-f',
        text: 'In little clusters: travel here, cookbooks there, poetry by the bed.',
        weights: [0, 0, 0, 0, 0, 0, 3, 0, 1, 0],
      },
      {
        id: 'bookshelf-g',
        text: 'Seven books I adore. The rest went to happy new homes.',
        weights: [0, 0, 0, 3, 0, 0, 0, 0, 0, 1],
      },
      {
        id: 'bookshelf-h',
        text: 'Half of it is my own notebooks, full of plans and sketches.',
        weights: [0, 3, 1, 0, 0, 0, 0, 0, 0, 0],
      },
      {
        id: 'bookshelf-i',
        text: 'Borrowed books, lent books, and a list of who has which.',
        weights: [0, 0, 0, 0, 0, 3, 1, 0, 0, 0],
      },
      {
        id: 'bookshelf-j',
        text: 'I judge it shelf by shelf: travel is thriving, poetry needs help.',
        weights: [0, 0, 0, 0, 0, 0, 1, 3, 0, 0],
      },
    ],
  },
  {
    id: 'group-project',
    prompt: 'Which role do you end up with in a group project?',
    options: [
      {
        id: 'group-project-a',
        text: 'The editor who makes everyone’s part a little better.',
        weights: [0, 0, 3, 0, 0, 1, 0, 1, 0, 0],
      },
      {
        id: 'group-project-b',
        text: 'The one who gently says we can’t do all of it by Friday.',
        weights: [0, 0, 0, 1, 0, 0, 0, 0, 0, 3],
      },
      {
        id: 'group-project-c',
        text: 'The glue: I make sure everyone talks to everyone.',
        weights: [0, 0, 0, 0, 0, 3, 1, 0, 0, 0],
      },
      {
        id: 'group-project-d',
        text: 'The researcher who digs up everything that has been tried before.',
        weights: [3, 0, 0, 0, 1, 0, 0, 0, 0, 0],
      },
      {
        id: 'group-project-e',
        text: 'The one who cuts the slides from forty down to twelve.',
        weights: [0, 0, 0, 3, 0, 0, 0, 0, 0, 2],
      },
      {
        id: 'group-project-f',
        text: 'The planner with the timeline and the deadlines.',
        weights: [0, 0, 0, 0, 0, 0, 1, 0, 3, 0],
      },
      {
        id: 'group-project-g',
        text: 'The one who asks, “But does this actually answer the question?”',
        weights: [0, 0, 0, 0, 3, 0, 0, 1, 0, 0],
      },
      {
        id: 'group-project-h',
        text: 'The one who splits the work into tidy, sensible chunks.',
        weights: [0, 0, 0, 0, 0, 0, 3, 0, 1, 0],
      },
      {
        id: 'group-project-i',
        text: 'The one with a first draft before the first meeting.',
        weights: [0, 3, 0, 0, 0, 0, 0, 0, 1, 0],
      },
      {
        id: 'group-project-j',
        text: 'The reviewer who reads the whole thing before it goes out.',
        weights: [0, 0, 1, 0, 0, 0, 0, 3, 0, 0],
      },
    ],
  },
  {
    id: 'holiday',
    prompt: 'You are visiting a city for the first time. What is your travel style?',
    options: [
      {
        id: 'holiday-a',
        text: 'A ranked must-see list, starting with number one at opening time.',
        weights: [0, 0, 0, 0, 0, 0, 1, 0, 3, 0],
      },
      {
        id: 'holiday-b',
        text: 'I plan by neighbourhood, so each day covers one area.',
        weights: [0, 0, 0, 0, 0, 0, 3, 0, 1, 0],
      },
      {
        id: 'holiday-c',
        text: 'No plan. I follow whichever side street looks interesting.',
        weights: [3, 1, 0, 0, 0, 0, 0, 0, 0, 0],
      },
      {
        id: 'holiday-d',
        text: 'I find a local meetup and have new friends by day two.',
        weights: [1, 0, 0, 0, 0, 3, 0, 0, 0, 0],
      },
      {
        id: 'holiday-e',
        text: 'One small bag, no itinerary, no souvenirs.',
        weights: [0, 0, 0, 3, 0, 0, 0, 0, 0, 1],
      },
      {
        id: 'holiday-f',
        text: 'I keep adjusting the plan as I get to know the place.',
        weights: [0, 0, 3, 0, 0, 0, 0, 0, 1, 0],
      },
      {
        id: 'holiday-g',
        text: 'I only go where the food is good and the streets are quiet.',
        weights: [0, 0, 0, 0, 3, 0, 0, 0, 0, 1],
      },
      {
        id: 'holiday-h',
        text: 'I fill a sketchbook so I bring home something I made.',
        weights: [1, 3, 0, 0, 0, 0, 0, 0, 0, 0],
      },
      {
        id: 'holiday-i',
        text: 'I read all the reviews and go where the ratings hold up best.',
        weights: [0, 0, 0, 0, 1, 0, 0, 3, 0, 0],
      },
      {
        id: 'holiday-j',
        text: 'I have found the three places truly worth seeing, and I skip the rest.',
        weights: [0, 0, 0, 0, 1, 0, 0, 0, 0, 3],
      },
    ],
  },
  {
    id: 'advice',
    prompt: 'A friend texts: “Can I ask your advice about something?” You…',
    options: [
      {
        id: 'advice-a',
        text: 'Help them narrow it down to what really matters.',
        weights: [0, 0, 0, 0, 3, 0, 0, 0, 1, 0],
      },
      {
        id: 'advice-b',
        text: 'Suggest three fresh ideas they hadn’t thought of.',
        weights: [1, 3, 0, 0, 0, 0, 0, 0, 0, 0],
      },
      {
        id: 'advice-c',
        text: 'Ask lots of questions before saying anything at all.',
        weights: [3, 0, 0, 0, 0, 0, 0, 1, 0, 0],
      },
      {
        id: 'advice-d',
        text: 'Remind them they don’t have to solve it all tonight.',
        weights: [0, 0, 0, 1, 0, 0, 0, 0, 0, 3],
      },
      {
        id: 'advice-e',
        text: 'Help them sort their worries into piles: work, home, the other thing.',
        weights: [0, 0, 0, 0, 1, 0, 3, 0, 0, 0],
      },
      {
        id: 'advice-f',
        text: 'Work out with them what to do first, second and third.',
        weights: [0, 0, 0, 0, 0, 0, 1, 0, 3, 0],
      },
      {
        id: 'advice-g',
        text: 'Say, “Talk to my cousin, she went through exactly this.”',
        weights: [1, 0, 0, 0, 0, 3, 0, 0, 0, 0],
      },
      {
        id: 'advice-h',
        text: 'Help them adjust the plan instead of throwing it out.',
        weights: [0, 0, 3, 0, 0, 0, 0, 1, 0, 0],
      },
      {
        id: 'advice-i',
        text: 'Step back with them: how has it been going overall?',
        weights: [0, 0, 1, 0, 0, 0, 0, 3, 0, 0],
      },
      {
        id: 'advice-j',
        text: 'Help them see what they can simply stop worrying about.',
        weights: [0, 0, 0, 3, 0, 0, 0, 0, 0, 1],
      },
    ],
  },
  {
    id: 'fridge',
    prompt: 'It is an hour before dinner and the fridge is half empty. You…',
    options: [
      {
        id: 'fridge-a',
        text: 'Use up whatever will go off soonest.',
        weights: [0, 0, 0, 0, 0, 0, 0, 0, 3, 1],
      },
      {
        id: 'fridge-b',
        text: 'Invent a dish and give it a very grand name.',
        weights: [0, 3, 1, 0, 0, 0, 0, 0, 0, 0],
      },
      {
        id: 'fridge-c',
        text: 'Toast, an egg, done. Fifteen minutes, tops.',
        weights: [0, 0, 0, 1, 0, 0, 0, 0, 0, 3],
      },
      {
        id: 'fridge-d',
        text: 'Take everything out and see what is possible.',
        weights: [3, 1, 0, 0, 0, 0, 0, 0, 0, 0],
      },
      {
        id: 'fridge-e',
        text: 'Throw out what is past its best, then cook with what remains.',
        weights: [0, 0, 0, 3, 1, 0, 0, 0, 0, 0],
      },
      {
        id: 'fridge-f',
        text: 'Ask the neighbours to merge our two half-empty fridges into one dinner.',
        weights: [0, 1, 0, 0, 0, 3, 0, 0, 0, 0],
      },
      {
        id: 'fridge-g',
        text: 'Turn yesterday’s leftovers into something better than the original.',
        weights: [0, 0, 3, 1, 0, 0, 0, 0, 0, 0],
      },
      {
        id: 'fridge-h',
        text: 'Think about what we have eaten all week and fill the gap.',
        weights: [0, 0, 0, 0, 0, 0, 0, 3, 1, 0],
      },
      {
        id: 'fridge-i',
        text: 'Use only the ingredients that truly belong together.',
        weights: [0, 0, 0, 0, 3, 2, 0, 0, 0, 0],
      },
      {
        id: 'fridge-j',
        text: 'Line things up by food group and build a balanced plate.',
        weights: [0, 0, 0, 0, 0, 1, 3, 0, 1, 0],
      },
    ],
  },
  {
    id: 'photos',
    prompt: 'How would you describe the photos on your phone?',
    options: [
      {
        id: 'photos-a',
        text: 'Albums for every trip, every pet and every season.',
        weights: [0, 0, 0, 0, 0, 0, 3, 0, 1, 0],
      },
      {
        id: 'photos-b',
        text: 'Shared albums with practically everyone I know.',
        weights: [0, 0, 0, 0, 0, 3, 1, 0, 0, 0],
      },
      {
        id: 'photos-c',
        text: 'Only the keepers. Near-duplicates don’t survive the day.',
        weights: [0, 0, 0, 3, 1, 0, 0, 0, 0, 0],
      },
      {
        id: 'photos-d',
        text: 'Thousands, and I love scrolling back through all of them.',
        weights: [3, 0, 0, 0, 0, 1, 0, 0, 0, 0],
      },
      {
        id: 'photos-e',
        text: 'Every good one cropped, edited and edited again.',
        weights: [0, 0, 3, 0, 1, 0, 0, 0, 0, 0],
      },
      {
        id: 'photos-f',
        text: 'Only the ones that pass my test: in focus, well lit, eyes open.',
        weights: [0, 0, 0, 1, 3, 0, 0, 0, 0, 0],
      },
      {
        id: 'photos-g',
        text: 'Enough to remember things by, not so many that I never look.',
        weights: [0, 0, 0, 1, 0, 0, 0, 0, 0, 3],
      },
      {
        id: 'photos-h',
        text: 'Mostly things I have made, or am planning to make.',
        weights: [1, 3, 0, 0, 0, 0, 0, 0, 0, 0],
      },
      {
        id: 'photos-i',
        text: 'Favourites pinned to the top, best first.',
        weights: [0, 0, 0, 0, 1, 0, 0, 0, 3, 0],
      },
      {
        id: 'photos-j',
        text: 'The albums I open most earn their place; the others fade out.',
        weights: [0, 0, 0, 0, 1, 0, 0, 3, 0, 0],
      },
    ],
  },
  {
    id: 'restaurant',
    prompt: 'Your friends can’t agree on where to eat. What do you do?',
    options: [
      {
        id: 'restaurant-a',
        text: 'Set the rules: open now, good for vegetarians, no queue.',
        weights: [0, 0, 0, 0, 3, 0, 0, 0, 0, 1],
      },
      {
        id: 'restaurant-b',
        text: 'Find the spot that has something everyone likes.',
        weights: [0, 0, 0, 0, 0, 3, 0, 1, 0, 0],
      },
      {
        id: 'restaurant-c',
        text: 'Skip the restaurants and cook a new recipe for everyone at mine.',
        weights: [0, 3, 0, 0, 0, 1, 0, 0, 0, 0],
      },
      {
        id: 'restaurant-d',
        text: 'Give it five minutes, then the closest place wins.',
        weights: [0, 0, 0, 1, 0, 0, 0, 0, 0, 3],
      },
      {
        id: 'restaurant-e',
        text: 'Suggest a place none of us has ever tried.',
        weights: [3, 1, 0, 0, 0, 0, 0, 0, 0, 0],
      },
      {
        id: 'restaurant-f',
        text: 'Cross off places until only one is left standing.',
        weights: [0, 0, 0, 3, 1, 0, 0, 0, 0, 0],
      },
      {
        id: 'restaurant-g',
        text: 'Sort the options by cuisine and vote on the cuisine first.',
        weights: [0, 0, 0, 0, 0, 1, 3, 0, 1, 0],
      },
      {
        id: 'restaurant-h',
        text: 'Ask who is hungriest and let them choose.',
        weights: [0, 0, 0, 0, 0, 1, 0, 0, 3, 0],
      },
      {
        id: 'restaurant-i',
        text: 'Choose the place with the best track record of good evenings.',
        weights: [0, 0, 0, 0, 0, 0, 0, 3, 1, 0],
      },
      {
        id: 'restaurant-j',
        text: 'Go to our usual place, but order something different this time.',
        weights: [0, 0, 3, 0, 0, 0, 0, 1, 0, 0],
      },
    ],
  },
  {
    id: 'superpower',
    prompt: 'Pick a small, everyday superpower.',
    options: [
      {
        id: 'superpower-a',
        text: 'Knowing exactly when to stop.',
        weights: [0, 0, 0, 0, 0, 0, 0, 0, 1, 3],
      },
      {
        id: 'superpower-b',
        text: 'Seeing how a whole year of small days really added up.',
        weights: [0, 0, 0, 0, 0, 0, 1, 3, 0, 0],
      },
      {
        id: 'superpower-c',
        text: 'Sorting any mess into tidy piles with a wave of the hand.',
        weights: [0, 0, 0, 1, 0, 0, 3, 0, 0, 0],
      },
      {
        id: 'superpower-d',
        text: 'Fixing anything broken with a single touch.',
        weights: [0, 1, 3, 0, 0, 0, 0, 0, 0, 0],
      },
      {
        id: 'superpower-e',
        text: 'Always knowing what to do next.',
        weights: [0, 0, 0, 0, 0, 0, 0, 0, 3, 1],
      },
      {
        id: 'superpower-f',
        text: 'Seeing everything in a room at a single glance.',
        weights: [3, 0, 0, 0, 1, 0, 0, 0, 0, 0],
      },
      {
        id: 'superpower-g',
        text: 'Knowing instantly who should meet whom.',
        weights: [0, 0, 0, 0, 0, 3, 1, 0, 0, 0],
      },
      {
        id: 'superpower-h',
        text: 'Making clutter quietly disappear.',
        weights: [0, 0, 0, 3, 0, 0, 1, 0, 0, 0],
      },
      {
        id: 'superpower-i',
        text: 'Making anything I can picture appear.',
        weights: [0, 3, 1, 0, 0, 0, 0, 0, 0, 0],
      },
      {
        id: 'superpower-j',
        text: 'Telling at a glance whether something is worth it.',
        weights: [0, 0, 0, 0, 3, 0, 0, 1, 0, 0],
      },
    ],
  },
];
