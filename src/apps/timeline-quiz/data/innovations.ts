import type { TimelineItem } from '../shared/timeline-item.schemas';

/**
 * Built-in innovations deck, dated by the year the invention was first made or demonstrated
 * (negative = BCE). Approximate dates follow English Wikipedia and say "c." in the description;
 * descriptions never print the year, because the year is what the player guesses.
 */
export const INNOVATIONS: readonly TimelineItem[] = [
  // Prehistory and the ancient world (tolerance 200 years)
  {
    year: -10000,
    name: 'Farming (the Neolithic Revolution)',
    verb: 'began',
    description:
      'In the Fertile Crescent people began sowing wild wheat and barley and keeping animals, trading a wandering life for villages and harvests. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Neolithic_Revolution',
  },
  {
    year: -9500,
    name: 'Göbekli Tepe',
    verb: 'was built',
    description:
      'Hunter-gatherers in what is now south-eastern Turkey raised rings of huge carved stone pillars, the oldest known monumental architecture. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/G%C3%B6bekli_Tepe',
  },
  {
    year: -3500,
    name: 'Wheel',
    description:
      'Solid wooden wheels on a fixed axle appeared on carts in Mesopotamia and nearby regions, where potters also spun clay on wheels. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Wheel',
  },
  {
    year: -3300,
    name: 'Bronze (the Bronze Age)',
    description:
      'Smiths in the Near East learned to alloy copper with tin or arsenic, making a metal hard enough for better tools, weapons and armour. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Bronze_Age',
  },
  {
    year: -3300,
    name: 'Cuneiform writing',
    description:
      'Sumerian scribes in Uruk pressed wedge-shaped marks into wet clay to keep temple accounts, creating one of the first writing systems. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Cuneiform',
  },
  {
    year: -3200,
    name: 'Egyptian hieroglyphs',
    verb: 'were invented',
    description:
      'Egypt developed a script of picture signs standing for sounds and ideas, used for monuments and religious texts for over three thousand years. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Egyptian_hieroglyphs',
  },
  {
    year: -2670,
    name: 'Pyramid of Djoser',
    verb: 'was built',
    description:
      "The architect Imhotep stacked six shrinking stone platforms at Saqqara, making Egypt's first pyramid and one of the earliest large buildings of cut stone. The year is approximate (c.).",
    wikipedia: 'https://en.wikipedia.org/wiki/Pyramid_of_Djoser',
  },
  {
    year: -2000,
    name: 'Spoke-wheeled chariot',
    description:
      'Light two-wheeled chariots with spoked wheels, pulled by horses, appeared on the steppes near the Ural Mountains and soon changed warfare across Eurasia. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Chariot',
  },
  {
    year: -1500,
    name: 'Sundial',
    description:
      'Egyptian shadow clocks divided the day into hours by the shadow of a rod or edge, among the oldest surviving timekeeping instruments. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Sundial',
  },
  {
    year: -1200,
    name: 'Iron working (the Iron Age)',
    description:
      'As the long-distance trade that brought tin collapsed, smiths around the eastern Mediterranean turned to smelted iron, a metal whose ore could be found almost everywhere. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Iron_Age',
  },
  {
    year: -1050,
    name: 'Phoenician alphabet',
    description:
      'Phoenician traders wrote with just over twenty consonant letters, an alphabet later borrowed by the Greeks and the ancestor of Latin letters. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Phoenician_alphabet',
  },
  {
    year: -600,
    name: 'Coins',
    verb: 'were invented',
    description:
      'The kingdom of Lydia in Asia Minor struck lumps of electrum with official stamps, creating money whose value did not need weighing. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Coin',
  },
  {
    year: -312,
    name: 'Aqua Appia',
    verb: 'was built',
    description:
      "Rome's first aqueduct, commissioned by the censor Appius Claudius Caecus, carried spring water to the city almost entirely underground.",
    wikipedia: 'https://en.wikipedia.org/wiki/Aqua_Appia',
  },
  {
    year: -280,
    name: 'Lighthouse of Alexandria',
    verb: 'was built',
    description:
      'The Pharos of Alexandria, a tower around a hundred metres tall with a fire at its top, guided ships into the harbour and became a wonder of the ancient world. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Lighthouse_of_Alexandria',
  },
  {
    year: -250,
    name: "Archimedes' screw",
    description:
      'A helix turning inside a tube lifts water uphill, still used for irrigation and drainage. The year falls in the lifetime of Archimedes of Syracuse, to whom the Greeks credited it, though some historians trace it to Assyria centuries earlier. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Archimedes%27_screw',
  },
  {
    year: -100,
    name: 'Antikythera mechanism',
    verb: 'was built',
    description:
      'A Greek hand-cranked box of interlocking bronze gears that predicted eclipses and the positions of the Sun and Moon, found in a shipwreck. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Antikythera_mechanism',
  },
  {
    year: -45,
    name: 'Julian calendar',
    verb: 'was introduced',
    description:
      "Julius Caesar's reform gave Rome a solar year of 365 days with a leap day every fourth year, the basis of the calendar used worldwide today.",
    wikipedia: 'https://en.wikipedia.org/wiki/Julian_calendar',
  },

  // First millennium (tolerance 100 years)
  {
    year: 50,
    name: 'Aeolipile',
    description:
      'The Greek engineer Hero described a hollow sphere that spun when steam escaped from its bent nozzles, a wonder that did no useful work. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Aeolipile',
  },
  {
    year: 105,
    name: 'Paper',
    description:
      'The Han court official Cai Lun reported a way to make sheets from bark, hemp, rags and old fishing nets, turning paper into a cheap writing material. The year is that of his report to the emperor; rougher paper from earlier centuries has been found in China.',
    wikipedia: 'https://en.wikipedia.org/wiki/Paper',
  },
  {
    year: 132,
    name: 'Seismoscope',
    description:
      "Zhang Heng's bronze vessel dropped a ball from a dragon's mouth into a toad's mouth to show the direction of a distant earthquake.",
    wikipedia: 'https://en.wikipedia.org/wiki/Seismometer',
  },
  {
    year: 537,
    name: 'Hagia Sophia',
    verb: 'was completed',
    description:
      'Built for Emperor Justinian in Constantinople in under six years, its vast dome seemed to float on a ring of windows.',
    wikipedia: 'https://en.wikipedia.org/wiki/Hagia_Sophia',
  },
  {
    year: 628,
    name: 'Zero as a number',
    description:
      "The Indian mathematician Brahmagupta's Brahmasphutasiddhanta gave the first rules for calculating with zero and with negative numbers.",
    wikipedia: 'https://en.wikipedia.org/wiki/Brahmasphutasiddhanta',
  },
  {
    year: 672,
    name: 'Greek fire',
    description:
      'A secret incendiary liquid, credited to the refugee architect Kallinikos, that the Byzantine navy sprayed from siphons and that kept burning on water. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Greek_fire',
  },
  {
    year: 820,
    name: 'Algebra',
    description:
      "In Baghdad, al-Khwarizmi wrote a handbook on solving equations by 'completion and balancing'; its Arabic title gave us the word algebra. The year is approximate (c.).",
    wikipedia:
      'https://en.wikipedia.org/wiki/The_Compendious_Book_on_Calculation_by_Completion_and_Balancing',
  },
  {
    year: 850,
    name: 'Gunpowder',
    description:
      'Chinese alchemists looking for an elixir of life mixed saltpetre, sulphur and charcoal and found a powder that burned violently instead. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Gunpowder',
  },
  {
    year: 850,
    name: 'Book of Ingenious Devices',
    verb: 'was written',
    description:
      'Three brothers of the Banu Musa family in Baghdad described about a hundred automatic machines, including trick vessels, fountains and a mechanical flute player. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Book_of_Ingenious_Devices',
  },
  {
    year: 868,
    name: 'Oldest dated printed book',
    verb: 'was printed',
    description:
      'A woodblock-printed scroll of the Diamond Sutra, found sealed in a cave at Dunhuang, carries the earliest printed date of any surviving book.',
    wikipedia: 'https://en.wikipedia.org/wiki/Diamond_Sutra',
  },
  {
    year: 953,
    name: 'Fountain pen',
    description:
      'The Fatimid caliph al-Muizz asked for a pen that carried its own ink and would not stain his hands, and craftsmen in North Africa built one. The year is that of this earliest known account of a pen with its own ink store; the modern fountain pen was perfected in the nineteenth century.',
    wikipedia: 'https://en.wikipedia.org/wiki/Fountain_pen',
  },

  // Second millennium to the Industrial Revolution (tolerance 50 years)
  {
    year: 1024,
    name: 'Government paper money',
    description:
      'In Sichuan the Song dynasty took over private promissory notes called jiaozi and issued the first banknotes backed by a government.',
    wikipedia: 'https://en.wikipedia.org/wiki/Jiaozi_(currency)',
  },
  {
    year: 1040,
    name: 'Movable type',
    description:
      'The Chinese artisan Bi Sheng made individual characters from baked clay that could be set in an iron frame, printed and reused for the next page. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Movable_type',
  },
  {
    year: 1088,
    name: 'Magnetic needle compass',
    description:
      "Shen Kuo's Dream Pool Essays gave the first clear account of a magnetised needle pointing south, and noticed that it did not point exactly to true north.",
    wikipedia: 'https://en.wikipedia.org/wiki/Dream_Pool_Essays',
  },
  {
    year: 1290,
    name: 'Eyeglasses',
    verb: 'were invented',
    description:
      'Craftsmen in northern Italy, probably in Pisa, set two convex lenses in a frame to help ageing eyes read. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Glasses',
  },
  {
    year: 1440,
    name: 'Printing press',
    description:
      'Johannes Gutenberg combined movable metal type, oil-based ink and a screw press in Mainz, making books cheap enough to spread ideas across Europe. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Printing_press',
  },
  {
    year: 1569,
    name: 'Mercator projection',
    description:
      'Gerardus Mercator drew a world map on which any straight line is a line of constant compass bearing, a gift to navigators that badly enlarges the polar lands.',
    wikipedia: 'https://en.wikipedia.org/wiki/Mercator_projection',
  },
  {
    year: 1608,
    name: 'Telescope',
    description:
      'The Dutch spectacle-maker Hans Lipperhey applied for a patent on a tube with two lenses that made distant things look near; Galileo soon turned one to the sky.',
    wikipedia: 'https://en.wikipedia.org/wiki/Telescope',
  },
  {
    year: 1614,
    name: 'Logarithms',
    verb: 'were published',
    description:
      'John Napier published tables that turned multiplication into addition, saving astronomers and navigators months of arithmetic.',
    wikipedia: 'https://en.wikipedia.org/wiki/Logarithm',
  },
  {
    year: 1620,
    name: 'Submarine',
    description:
      'Cornelis Drebbel rowed a leather-covered boat under the River Thames, the first navigable submarine on record.',
    wikipedia: 'https://en.wikipedia.org/wiki/Submarine',
  },
  {
    year: 1622,
    name: 'Slide rule',
    description:
      'William Oughtred slid two specially spaced scales against each other, so that adding lengths multiplied numbers, and engineers carried the tool for centuries. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Slide_rule',
  },
  {
    year: 1642,
    name: 'Pascaline',
    description:
      'The teenage Blaise Pascal built a geared adding machine to help his father, a tax official, with endless sums.',
    wikipedia: 'https://en.wikipedia.org/wiki/Pascal%27s_calculator',
  },
  {
    year: 1643,
    name: 'Barometer',
    description:
      'Evangelista Torricelli filled a glass tube with mercury, upended it in a dish and saw the column settle at a height set by the weight of the air.',
    wikipedia: 'https://en.wikipedia.org/wiki/Barometer',
  },
  {
    year: 1656,
    name: 'Pendulum clock',
    description:
      'Christiaan Huygens let a swinging pendulum regulate a clock, making timekeeping dozens of times more accurate than before.',
    wikipedia: 'https://en.wikipedia.org/wiki/Pendulum_clock',
  },
  {
    year: 1668,
    name: 'Reflecting telescope',
    description:
      'Isaac Newton built a small telescope that gathered light with a curved metal mirror, giving sharp images free of coloured fringes.',
    wikipedia: 'https://en.wikipedia.org/wiki/Newtonian_telescope',
  },
  {
    year: 1700,
    name: 'Piano',
    description:
      'Bartolomeo Cristofori, keeper of instruments for the Medici in Florence, built a keyboard whose hammers could play both soft and loud. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Piano',
  },
  {
    year: 1712,
    name: 'Newcomen steam engine',
    description:
      "Thomas Newcomen's atmospheric engine pumped water out of English mines, its great beam rocked by steam and the weight of the air.",
    wikipedia: 'https://en.wikipedia.org/wiki/Newcomen_atmospheric_engine',
  },
  {
    year: 1733,
    name: 'Flying shuttle',
    description:
      "John Kay's shuttle let one weaver throw the weft across a wide loom alone, doubling output and setting off a race in textile machinery.",
    wikipedia: 'https://en.wikipedia.org/wiki/Flying_shuttle',
  },
  {
    year: 1745,
    name: 'Leyden jar',
    description:
      'A glass jar lined with metal foil stored static electricity, discovered independently in Germany and at Leiden; its shocks amazed crowds across Europe. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Leyden_jar',
  },
  {
    year: 1783,
    name: 'Hot air balloon',
    description:
      "The Montgolfier brothers' paper-lined balloon carried a sheep, a duck and a rooster, and months later two men flew over Paris.",
    wikipedia: 'https://en.wikipedia.org/wiki/Hot_air_balloon',
  },
  {
    year: 1793,
    name: 'Cotton gin',
    description:
      "Eli Whitney's machine pulled cotton fibre from its seeds many times faster than by hand, which also deepened the South's dependence on slavery.",
    wikipedia: 'https://en.wikipedia.org/wiki/Cotton_gin',
  },
  {
    year: 1796,
    name: 'Smallpox vaccine',
    description:
      'Edward Jenner protected a boy against smallpox by infecting him with cowpox; the word vaccine comes from vacca, Latin for cow.',
    wikipedia: 'https://en.wikipedia.org/wiki/Smallpox_vaccine',
  },

  // The industrial century (tolerance 25 years)
  {
    year: 1800,
    name: 'Electric battery (voltaic pile)',
    description:
      'Alessandro Volta stacked discs of zinc and copper separated by brine-soaked cloth and drew a steady electric current from chemistry alone.',
    wikipedia: 'https://en.wikipedia.org/wiki/Voltaic_pile',
  },
  {
    year: 1804,
    name: 'Steam locomotive',
    description:
      "Richard Trevithick's engine hauled iron and passengers along a tramway at an ironworks in Wales, showing that steam could pull a train on rails.",
    wikipedia: 'https://en.wikipedia.org/wiki/Steam_locomotive',
  },
  {
    year: 1816,
    name: 'Stethoscope',
    description:
      'René Laennec, too embarrassed to press his ear to a patient’s chest, rolled up paper into a tube and found he could hear the heart better.',
    wikipedia: 'https://en.wikipedia.org/wiki/Stethoscope',
  },
  {
    year: 1822,
    name: 'Difference engine',
    description:
      'Charles Babbage proposed and modelled a machine to calculate mathematical tables by gears alone; the full engine was built only in modern times.',
    wikipedia: 'https://en.wikipedia.org/wiki/Difference_engine',
  },
  {
    year: 1824,
    name: 'Braille',
    description:
      'The fifteen-year-old Louis Braille, blind since childhood, adapted a military night-writing code into raised six-dot cells that fingers can read.',
    wikipedia: 'https://en.wikipedia.org/wiki/Braille',
  },
  {
    year: 1831,
    name: 'Electric generator',
    description:
      "Michael Faraday turned a copper disc between a magnet's poles and drew a current from it, showing that motion could make electricity.",
    wikipedia: 'https://en.wikipedia.org/wiki/Electric_generator',
  },
  {
    year: 1839,
    name: 'Daguerreotype',
    description:
      'Louis Daguerre presented pictures fixed on silvered copper plates, the first photographic process made public and an instant sensation.',
    wikipedia: 'https://en.wikipedia.org/wiki/Daguerreotype',
  },
  {
    year: 1856,
    name: 'Bessemer process',
    description:
      'Henry Bessemer blew air through molten pig iron to burn out carbon, making steel cheap enough for rails, ships and skyscrapers.',
    wikipedia: 'https://en.wikipedia.org/wiki/Bessemer_process',
  },
  {
    year: 1867,
    name: 'Dynamite',
    description:
      'Alfred Nobel soaked unstable nitroglycerin into a porous earth so it could be handled safely; his fortune later funded the Nobel Prizes.',
    wikipedia: 'https://en.wikipedia.org/wiki/Dynamite',
  },
  {
    year: 1876,
    name: 'Telephone',
    description:
      'Alexander Graham Bell was granted a patent for transmitting speech electrically and soon demonstrated a working instrument.',
    wikipedia: 'https://en.wikipedia.org/wiki/Telephone',
  },
  {
    year: 1877,
    name: 'Phonograph',
    description:
      "Thomas Edison recorded 'Mary had a little lamb' on tinfoil wrapped round a cylinder and played his own voice back.",
    wikipedia: 'https://en.wikipedia.org/wiki/Phonograph',
  },
  {
    year: 1879,
    name: 'Incandescent light bulb',
    description:
      "Thomas Edison's team found a carbon filament that glowed for many hours in a vacuum, as Joseph Swan was reaching the same goal in England.",
    wikipedia: 'https://en.wikipedia.org/wiki/Incandescent_light_bulb',
  },
  {
    year: 1885,
    name: 'Benz Patent-Motorwagen',
    description:
      'Carl Benz built a three-wheeled carriage driven by his own petrol engine, generally counted as the first true automobile; Bertha Benz proved it on a long drive.',
    wikipedia: 'https://en.wikipedia.org/wiki/Benz_Patent-Motorwagen',
  },
  {
    year: 1885,
    name: 'Rabies vaccine',
    description:
      'Louis Pasteur and Émile Roux treated nine-year-old Joseph Meister, bitten by a rabid dog, with weakened virus, and the boy survived.',
    wikipedia: 'https://en.wikipedia.org/wiki/Rabies_vaccine',
  },
  {
    year: 1895,
    name: 'X-ray imaging',
    description:
      "Wilhelm Röntgen discovered rays that passed through flesh but not bone; one of his first pictures showed his wife's hand and wedding ring.",
    wikipedia: 'https://en.wikipedia.org/wiki/X-ray',
  },
  {
    year: 1895,
    name: 'Radio',
    description:
      'Guglielmo Marconi sent wireless telegraph signals across his family estate in Italy and went on to span the Atlantic.',
    wikipedia: 'https://en.wikipedia.org/wiki/Invention_of_radio',
  },
  {
    year: 1897,
    name: 'Aspirin',
    description:
      'Felix Hoffmann at Bayer made a stable, purer form of acetylsalicylic acid, a willow-bark remedy that became one of the most widely used medicines.',
    wikipedia: 'https://en.wikipedia.org/wiki/Aspirin',
  },

  // Early twentieth century (tolerance 15 years)
  {
    year: 1902,
    name: 'Air conditioning',
    description:
      'Willis Carrier designed a machine to control heat and humidity for a Brooklyn printing plant whose paper kept swelling in the summer.',
    wikipedia: 'https://en.wikipedia.org/wiki/Air_conditioning',
  },
  {
    year: 1903,
    name: 'Airplane',
    description:
      'The Wright brothers made the first controlled, sustained flights of a powered, heavier-than-air machine at Kitty Hawk, North Carolina.',
    wikipedia: 'https://en.wikipedia.org/wiki/Wright_Flyer',
  },
  {
    year: 1906,
    name: 'Triode vacuum tube (Audion)',
    description:
      'Lee de Forest added a grid to a vacuum tube so a small signal could control a large current, the amplifier at the heart of radio and early computers.',
    wikipedia: 'https://en.wikipedia.org/wiki/Audion',
  },
  {
    year: 1907,
    name: 'Bakelite',
    description:
      'Leo Baekeland made the first fully synthetic plastic from phenol and formaldehyde, a hard material for telephones, radios and jewellery.',
    wikipedia: 'https://en.wikipedia.org/wiki/Bakelite',
  },
  {
    year: 1913,
    name: 'Moving assembly line',
    description:
      'Ford brought the work to the worker on moving lines at Highland Park, cutting the time to build a Model T from over twelve hours to about ninety minutes.',
    wikipedia: 'https://en.wikipedia.org/wiki/Assembly_line',
  },
  {
    year: 1916,
    name: 'Tank',
    description:
      'British Mark I tanks, rhomboid steel boxes on caterpillar tracks, first rolled into battle on the Somme to cross trenches and barbed wire.',
    wikipedia: 'https://en.wikipedia.org/wiki/Mark_I_tank',
  },
  {
    year: 1922,
    name: 'Insulin treatment',
    description:
      'In Toronto a dying fourteen-year-old, Leonard Thompson, became the first person to receive purified insulin, turning type 1 diabetes from a death sentence into a treatable illness.',
    wikipedia: 'https://en.wikipedia.org/wiki/Insulin_(medication)',
  },
  {
    year: 1926,
    name: 'Liquid-fuel rocket',
    description:
      "Robert Goddard's rocket, burning gasoline and liquid oxygen, rose about twelve metres over a Massachusetts cabbage field in a flight of two and a half seconds.",
    wikipedia: 'https://en.wikipedia.org/wiki/Liquid-propellant_rocket',
  },
  {
    year: 1926,
    name: 'Television',
    description:
      'John Logie Baird showed moving pictures with shades of grey to members of the Royal Institution in a room in Soho, London.',
    wikipedia: 'https://en.wikipedia.org/wiki/Television',
  },
  {
    year: 1928,
    name: 'Penicillin',
    verb: 'was discovered',
    description:
      'Alexander Fleming noticed that a mould contaminating one of his dishes killed the bacteria around it; mass production followed during the Second World War.',
    wikipedia: 'https://en.wikipedia.org/wiki/Penicillin',
  },
  {
    year: 1935,
    name: 'Radar (Daventry Experiment)',
    description:
      "Robert Watson-Watt's team picked up radio echoes from a bomber flying near a BBC transmitter, proving aircraft could be detected by radio.",
    wikipedia: 'https://en.wikipedia.org/wiki/History_of_radar',
  },
  {
    year: 1935,
    name: 'Nylon',
    description:
      "Wallace Carothers' group at DuPont made the first fully synthetic fibre, which soon replaced silk in stockings and parachutes.",
    wikipedia: 'https://en.wikipedia.org/wiki/Nylon',
  },
  {
    year: 1937,
    name: 'Jet engine',
    description:
      "Frank Whittle's turbojet ran on a test bench in England, while in Germany Hans von Ohain was building the engine that would fly first.",
    wikipedia: 'https://en.wikipedia.org/wiki/Jet_engine',
  },
  {
    year: 1938,
    name: 'Ballpoint pen',
    description:
      'The Hungarian journalist László Bíró and his brother György patented a pen with a tiny rolling ball and quick-drying ink.',
    wikipedia: 'https://en.wikipedia.org/wiki/Ballpoint_pen',
  },
  {
    year: 1941,
    name: 'Z3 computer',
    description:
      "Konrad Zuse's Z3 in Berlin was a working programmable, fully automatic digital computer, built from about 2,600 telephone relays.",
    wikipedia: 'https://en.wikipedia.org/wiki/Z3_(computer)',
  },
  {
    year: 1945,
    name: 'ENIAC',
    description:
      'A room-sized electronic computer with about eighteen thousand vacuum tubes, built in Philadelphia to calculate artillery tables.',
    wikipedia: 'https://en.wikipedia.org/wiki/ENIAC',
  },
  {
    year: 1945,
    name: 'Atomic bomb (Trinity test)',
    verb: 'was first tested',
    description:
      'The Manhattan Project detonated the first nuclear weapon in the New Mexico desert, weeks before the bombings of Hiroshima and Nagasaki.',
    wikipedia: 'https://en.wikipedia.org/wiki/Trinity_(nuclear_test)',
  },
  {
    year: 1947,
    name: 'Transistor',
    description:
      'John Bardeen, Walter Brattain and William Shockley at Bell Labs made a semiconductor device that amplified signals, the building block of modern electronics.',
    wikipedia: 'https://en.wikipedia.org/wiki/Transistor',
  },

  // Later twentieth century (tolerance 10 years)
  {
    year: 1954,
    name: 'Silicon solar cell',
    description:
      'Bell Labs researchers Chapin, Fuller and Pearson made the first practical silicon cell that turned sunlight into useful electricity.',
    wikipedia: 'https://en.wikipedia.org/wiki/Solar_cell',
  },
  {
    year: 1957,
    name: 'Sputnik 1',
    verb: 'was launched',
    description:
      'The Soviet Union launched the first artificial satellite, a polished sphere whose radio beeps could be heard around the world.',
    wikipedia: 'https://en.wikipedia.org/wiki/Sputnik_1',
  },
  {
    year: 1958,
    name: 'Integrated circuit',
    description:
      'Jack Kilby at Texas Instruments built a whole circuit on a single piece of germanium; Robert Noyce soon made a silicon version.',
    wikipedia: 'https://en.wikipedia.org/wiki/Integrated_circuit',
  },
  {
    year: 1960,
    name: 'Laser',
    description:
      'Theodore Maiman at Hughes Research Laboratories fired the first working laser, a flash-pumped ruby crystal.',
    wikipedia: 'https://en.wikipedia.org/wiki/Laser',
  },
  {
    year: 1967,
    name: 'Heart transplant',
    verb: 'was first performed',
    description:
      "Christiaan Barnard's team in Cape Town gave Louis Washkansky a new heart, the first human-to-human heart transplant.",
    wikipedia: 'https://en.wikipedia.org/wiki/Heart_transplantation',
  },
  {
    year: 1969,
    name: 'ARPANET',
    description:
      'A message sent over the new network from UCLA to Stanford was meant to be LOGIN, but the system crashed after LO; the network grew into the internet.',
    wikipedia: 'https://en.wikipedia.org/wiki/ARPANET',
  },
  {
    year: 1971,
    name: 'Microprocessor (Intel 4004)',
    description:
      "Intel put a computer's whole central processor on one chip, first built for a Japanese calculator maker.",
    wikipedia: 'https://en.wikipedia.org/wiki/Intel_4004',
  },
  {
    year: 1971,
    name: 'CT scanner',
    description:
      "Godfrey Hounsfield's scanner at EMI combined many X-ray views by computer into a cross-section, and first imaged a patient's brain in London.",
    wikipedia: 'https://en.wikipedia.org/wiki/CT_scan',
  },
  {
    year: 1973,
    name: 'Handheld mobile phone',
    description:
      'Martin Cooper of Motorola made the first handheld cellular call, from a New York street to a rival at Bell Labs, on a phone weighing over a kilogram.',
    wikipedia: 'https://en.wikipedia.org/wiki/Motorola_DynaTAC',
  },
  {
    year: 1977,
    name: 'Apple II',
    verb: 'was released',
    description:
      "Steve Wozniak's colour home computer, sold complete with keyboard and case, helped turn personal computing into a mass market.",
    wikipedia: 'https://en.wikipedia.org/wiki/Apple_II',
  },
  {
    year: 1978,
    name: 'In vitro fertilisation',
    description:
      'Louise Brown, the first baby conceived outside the body, was born in Oldham after work by Robert Edwards and Patrick Steptoe.',
    wikipedia: 'https://en.wikipedia.org/wiki/In_vitro_fertilisation',
  },
  {
    year: 1983,
    name: 'Polymerase chain reaction',
    description:
      'Kary Mullis found a way to copy a stretch of DNA millions of times in a few hours, an idea that came to him on a night drive in California.',
    wikipedia: 'https://en.wikipedia.org/wiki/Polymerase_chain_reaction',
  },
  {
    year: 1989,
    name: 'World Wide Web',
    description:
      'Tim Berners-Lee at CERN proposed linking documents across the internet with hypertext, and soon wrote the first browser and web server.',
    wikipedia: 'https://en.wikipedia.org/wiki/World_Wide_Web',
  },
  {
    year: 1990,
    name: 'Hubble Space Telescope',
    verb: 'was launched',
    description:
      'Launched on the shuttle Discovery, its blurred mirror was fixed by spacewalking astronauts and it went on to measure the expansion of the universe.',
    wikipedia: 'https://en.wikipedia.org/wiki/Hubble_Space_Telescope',
  },
  {
    year: 1991,
    name: 'Linux',
    verb: 'was released',
    description:
      'The Finnish student Linus Torvalds released a free operating system kernel as a hobby; it now runs most servers, supercomputers and Android phones.',
    wikipedia: 'https://en.wikipedia.org/wiki/Linux',
  },
  {
    year: 1996,
    name: 'Dolly the sheep',
    verb: 'was born',
    description:
      'At the Roslin Institute in Scotland, Dolly became the first mammal cloned from an adult body cell.',
    wikipedia: 'https://en.wikipedia.org/wiki/Dolly_(sheep)',
  },
  {
    year: 1997,
    name: 'Google Search',
    verb: 'was launched',
    description:
      'Stanford students Larry Page and Sergey Brin ranked web pages by the links pointing to them and named their search engine after a googol, a 1 followed by a hundred zeros. The year is that of its google.com address; the company was founded the next year, in a rented garage.',
    wikipedia: 'https://en.wikipedia.org/wiki/Google_Search',
  },

  // The twenty-first century (tolerance 5 years)
  {
    year: 2001,
    name: 'Wikipedia',
    verb: 'was launched',
    description:
      'Jimmy Wales and Larry Sanger launched a free encyclopedia that anyone could edit, which grew into one of the most visited websites.',
    wikipedia: 'https://en.wikipedia.org/wiki/Wikipedia',
  },
  {
    year: 2004,
    name: 'Graphene',
    verb: 'was isolated',
    description:
      'Andre Geim and Konstantin Novoselov peeled single-atom-thick layers of carbon off graphite with sticky tape, later earning a Nobel Prize.',
    wikipedia: 'https://en.wikipedia.org/wiki/Graphene',
  },
  {
    year: 2004,
    name: 'Facebook',
    verb: 'was launched',
    description:
      'Mark Zuckerberg and his roommates started a social network for Harvard students that grew to billions of users.',
    wikipedia: 'https://en.wikipedia.org/wiki/Facebook',
  },
  {
    year: 2005,
    name: 'YouTube',
    verb: 'was launched',
    description:
      'Three former PayPal employees launched a video-sharing site whose first clip showed a co-founder at the San Diego Zoo.',
    wikipedia: 'https://en.wikipedia.org/wiki/YouTube',
  },
  {
    year: 2007,
    name: 'iPhone',
    verb: 'was released',
    description:
      'A touchscreen phone, announced by Steve Jobs as an iPod, a phone and an internet communicator in one, set the shape of the modern smartphone.',
    wikipedia: 'https://en.wikipedia.org/wiki/IPhone',
  },
  {
    year: 2008,
    name: 'Large Hadron Collider',
    verb: 'was switched on',
    description:
      "CERN's 27-kilometre ring under the French–Swiss border circulated its first proton beams; it later found the Higgs boson.",
    wikipedia: 'https://en.wikipedia.org/wiki/Large_Hadron_Collider',
  },
  {
    year: 2009,
    name: 'Bitcoin',
    verb: 'was launched',
    description:
      'The pseudonymous Satoshi Nakamoto mined the first block of a digital currency with no central bank, recorded on a shared public ledger.',
    wikipedia: 'https://en.wikipedia.org/wiki/Bitcoin',
  },
  {
    year: 2012,
    name: 'CRISPR gene editing',
    description:
      'Jennifer Doudna and Emmanuelle Charpentier showed that a bacterial immune system could be programmed to cut DNA at a chosen spot.',
    wikipedia: 'https://en.wikipedia.org/wiki/CRISPR_gene_editing',
  },
  {
    year: 2015,
    name: 'Reusable rocket landing',
    description:
      'A SpaceX Falcon 9 first stage flew back and landed upright at Cape Canaveral after launching satellites, the first orbital booster to do so.',
    wikipedia: 'https://en.wikipedia.org/wiki/Falcon_9_flight_20',
  },
  {
    year: 2020,
    name: 'mRNA COVID-19 vaccine',
    description:
      'The Pfizer–BioNTech vaccine, which teaches cells to make a coronavirus protein from messenger RNA, was approved for use less than a year after the virus was identified.',
    wikipedia: 'https://en.wikipedia.org/wiki/Pfizer%E2%80%93BioNTech_COVID-19_vaccine',
  },
  {
    year: 2021,
    name: 'Ingenuity Mars helicopter',
    verb: 'first flew',
    description:
      'A small NASA drone carried to Mars by the Perseverance rover made the first powered, controlled flight on another planet.',
    wikipedia: 'https://en.wikipedia.org/wiki/Ingenuity_(helicopter)',
  },
  {
    year: 2021,
    name: 'James Webb Space Telescope',
    verb: 'was launched',
    description:
      'A gold-coated segmented mirror six and a half metres across unfolded in space a million and a half kilometres from Earth to see the first galaxies in infrared.',
    wikipedia: 'https://en.wikipedia.org/wiki/James_Webb_Space_Telescope',
  },
  {
    year: 2022,
    name: 'ChatGPT',
    verb: 'was released',
    description:
      'OpenAI released a chatbot built on a large language model; it gained a hundred million users in about two months.',
    wikipedia: 'https://en.wikipedia.org/wiki/ChatGPT',
  },
];
