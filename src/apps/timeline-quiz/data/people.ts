import type { TimelineItem } from '../shared/timeline-item.schemas';

/**
 * Built-in historical figures deck, dated by birth year (negative = BCE). Where the birth year is
 * uncertain the year is English Wikipedia's and the description says "c."; descriptions never
 * print the year, because the year is what the player guesses.
 */
export const PEOPLE: readonly TimelineItem[] = [
  // Bronze Age rulers (tolerance 300 years)
  {
    year: -1810,
    name: 'Hammurabi',
    description:
      'King of Babylon who united most of Mesopotamia and had his laws carved on a black stone pillar, the famous Code of Hammurabi. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Hammurabi',
  },
  {
    year: -1507,
    name: 'Hatshepsut',
    description:
      'One of the few women to rule Egypt as pharaoh in her own right; she sent a trading expedition to the land of Punt and built a terraced temple at Deir el-Bahari. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Hatshepsut',
  },
  {
    year: -1481,
    name: 'Thutmose III',
    description:
      'A warrior pharaoh who led many campaigns into the Levant, had his annals carved on the walls of Karnak and gave Egypt its largest empire. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Thutmose_III',
  },
  {
    year: -1398,
    name: 'Tiye',
    description:
      "Great Royal Wife of Amenhotep III, born outside the royal family, who became one of Egypt's most powerful queens and corresponded with foreign kings in her own name. The year is approximate (c.).",
    wikipedia: 'https://en.wikipedia.org/wiki/Tiye',
  },
  {
    year: -1370,
    name: 'Nefertiti',
    description:
      "Queen of Egypt beside Akhenaten during his turn to worship of the sun disc Aten; her painted bust in Berlin is one of antiquity's best-known faces. The year is approximate (c.).",
    wikipedia: 'https://en.wikipedia.org/wiki/Nefertiti',
  },
  {
    year: -1341,
    name: 'Tutankhamun',
    description:
      'A boy king who died young and was soon forgotten, until Howard Carter found his almost untouched tomb full of gold in the Valley of the Kings. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Tutankhamun',
  },
  {
    year: -1303,
    name: 'Ramesses II',
    description:
      'Pharaoh for over sixty years who fought the Hittites at Kadesh, signed one of the first known peace treaties and built the temples of Abu Simbel. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Ramesses_II',
  },

  // Classical antiquity (tolerance 200 years)
  {
    year: -630,
    name: 'Sappho',
    description:
      'Poet from the island of Lesbos whose songs of love and longing were admired across the Greek world; only fragments survive. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Sappho',
  },
  {
    year: -600,
    name: 'Cyrus the Great',
    description:
      'Founder of the Persian Achaemenid Empire who conquered Media, Lydia and Babylon and let exiled peoples return home. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Cyrus_the_Great',
  },
  {
    year: -570,
    name: 'Pythagoras',
    description:
      'Greek philosopher from Samos who founded a community in southern Italy that mixed mathematics, music and mysticism. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Pythagoras',
  },
  {
    year: -551,
    name: 'Confucius',
    description:
      'Chinese teacher from the state of Lu whose sayings on virtue, family duty and good government shaped East Asian thought for over two thousand years.',
    wikipedia: 'https://en.wikipedia.org/wiki/Confucius',
  },
  {
    year: -470,
    name: 'Socrates',
    description:
      'Athenian philosopher who wrote nothing himself, questioned everyone he met, and was sentenced to death by drinking hemlock. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Socrates',
  },
  {
    year: -384,
    name: 'Aristotle',
    description:
      "Plato's pupil, who wrote on logic, biology, ethics, politics and poetry and founded his own school in Athens, the Lyceum.",
    wikipedia: 'https://en.wikipedia.org/wiki/Aristotle',
  },
  {
    year: -356,
    name: 'Alexander the Great',
    description:
      'Macedonian king who never lost a battle and built an empire stretching from Greece to the Indus before dying at thirty-two.',
    wikipedia: 'https://en.wikipedia.org/wiki/Alexander_the_Great',
  },
  {
    year: -304,
    name: 'Ashoka',
    description:
      'Mauryan emperor of India who, horrified by the slaughter of his Kalinga war, turned to Buddhism and carved edicts of tolerance on pillars and rocks. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Ashoka',
  },
  {
    year: -287,
    name: 'Archimedes',
    description:
      "Mathematician and engineer of Syracuse who worked out the law of the lever and the principle of buoyancy, reputedly shouting 'Eureka!' in his bath. The year is approximate (c.).",
    wikipedia: 'https://en.wikipedia.org/wiki/Archimedes',
  },
  {
    year: -259,
    name: 'Qin Shi Huang',
    description:
      'First emperor of a unified China, who standardised writing, coins and weights and was buried with an army of terracotta soldiers.',
    wikipedia: 'https://en.wikipedia.org/wiki/Qin_Shi_Huang',
  },
  {
    year: -247,
    name: 'Hannibal',
    description:
      'Carthaginian general who led an army with war elephants over the Alps and crushed the Romans at Cannae.',
    wikipedia: 'https://en.wikipedia.org/wiki/Hannibal',
  },
  {
    year: -100,
    name: 'Julius Caesar',
    description:
      'Roman general who conquered Gaul, crossed the Rubicon to seize power in Rome and was stabbed to death by senators on the Ides of March.',
    wikipedia: 'https://en.wikipedia.org/wiki/Julius_Caesar',
  },
  {
    year: -69,
    name: 'Cleopatra',
    description:
      'The last Ptolemaic queen to actually rule Egypt, the first of her Greek-speaking dynasty to learn Egyptian, who tried to keep her kingdom independent as the power of Rome grew.',
    wikipedia: 'https://en.wikipedia.org/wiki/Cleopatra',
  },
  {
    year: -63,
    name: 'Augustus',
    description:
      'Born Gaius Octavius, he won the civil wars that ended the Roman Republic, became the first Roman emperor and boasted that he found Rome a city of brick and left it a city of marble.',
    wikipedia: 'https://en.wikipedia.org/wiki/Augustus',
  },

  // First millennium (tolerance 150 years)
  {
    year: 37,
    name: 'Nero',
    description:
      'Roman emperor remembered for extravagance, the murder of his mother and the great fire of Rome, after which he blamed the Christians.',
    wikipedia: 'https://en.wikipedia.org/wiki/Nero',
  },
  {
    year: 121,
    name: 'Marcus Aurelius',
    description:
      'Roman emperor and Stoic philosopher who wrote his private Meditations in Greek while campaigning on the Danube frontier.',
    wikipedia: 'https://en.wikipedia.org/wiki/Marcus_Aurelius',
  },
  {
    year: 272,
    name: 'Constantine the Great',
    description:
      'Roman emperor who legalised Christianity and founded Constantinople as a new capital on the Bosporus. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Constantine_the_Great',
  },
  {
    year: 476,
    name: 'Aryabhata',
    description:
      'Indian astronomer and mathematician who estimated pi closely and argued that the Earth spins on its axis.',
    wikipedia: 'https://en.wikipedia.org/wiki/Aryabhata',
  },
  {
    year: 482,
    name: 'Justinian I',
    description:
      'Byzantine emperor who reconquered Italy and North Africa, codified Roman law and built the Hagia Sophia, ruling with his wife Theodora.',
    wikipedia: 'https://en.wikipedia.org/wiki/Justinian_I',
  },
  {
    year: 570,
    name: 'Muhammad',
    description:
      'Merchant of Mecca who, according to Islamic belief, received the revelations of the Quran and founded Islam, uniting Arabia under its faith. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Muhammad',
  },
  {
    year: 624,
    name: 'Wu Zetian',
    description:
      'The only woman in Chinese history to rule as emperor in her own name, founding her own short-lived Zhou dynasty.',
    wikipedia: 'https://en.wikipedia.org/wiki/Wu_Zetian',
  },
  {
    year: 701,
    name: 'Li Bai',
    description:
      'Tang dynasty poet of wine, moonlight and wandering, legendary for his carefree life and still among the most loved poets in China.',
    wikipedia: 'https://en.wikipedia.org/wiki/Li_Bai',
  },
  {
    year: 748,
    name: 'Charlemagne',
    description:
      'King of the Franks who united much of western Europe and was crowned emperor in Rome by the pope on Christmas Day. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Charlemagne',
  },
  {
    year: 780,
    name: 'Al-Khwarizmi',
    description:
      "Persian scholar of Baghdad's House of Wisdom whose books brought Hindu–Arabic numerals and algebra to the world; 'algorithm' comes from his name. The year is approximate (c.).",
    wikipedia: 'https://en.wikipedia.org/wiki/Al-Khwarizmi',
  },
  {
    year: 965,
    name: 'Ibn al-Haytham',
    description:
      'Arab scholar known in Europe as Alhazen whose Book of Optics explained vision by light entering the eye and championed testing ideas by experiment. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Ibn_al-Haytham',
  },
  {
    year: 973,
    name: 'Murasaki Shikibu',
    description:
      'Lady-in-waiting at the Japanese imperial court who wrote The Tale of Genji, often called the first novel. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Murasaki_Shikibu',
  },
  {
    year: 980,
    name: 'Avicenna',
    description:
      'Persian physician and philosopher Ibn Sina, whose Canon of Medicine was a standard textbook in Europe and the Islamic world for centuries. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Avicenna',
  },

  // High and late Middle Ages (tolerance 100 years)
  {
    year: 1098,
    name: 'Hildegard of Bingen',
    description:
      'German abbess who composed music, wrote on medicine and natural history, recorded her visions and corresponded with popes and emperors.',
    wikipedia: 'https://en.wikipedia.org/wiki/Hildegard_of_Bingen',
  },
  {
    year: 1137,
    name: 'Saladin',
    description:
      'Sultan of Egypt and Syria who defeated the crusaders at Hattin and retook Jerusalem, respected even by his enemies for his chivalry.',
    wikipedia: 'https://en.wikipedia.org/wiki/Saladin',
  },
  {
    year: 1162,
    name: 'Genghis Khan',
    description:
      'Born Temüjin, he united the Mongol tribes and launched the conquests that built the largest contiguous land empire in history. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Genghis_Khan',
  },
  {
    year: 1207,
    name: 'Rumi',
    description:
      'Persian poet and Sufi mystic of Konya whose Masnavi explores divine love; his followers founded the order of the whirling dervishes.',
    wikipedia: 'https://en.wikipedia.org/wiki/Rumi',
  },
  {
    year: 1254,
    name: 'Marco Polo',
    description:
      'Venetian merchant who spent years at the court of Kublai Khan; the book of his travels, dictated in a Genoese prison, fired European imaginations.',
    wikipedia: 'https://en.wikipedia.org/wiki/Marco_Polo',
  },
  {
    year: 1265,
    name: 'Dante Alighieri',
    description:
      'Florentine poet who, in exile, wrote the Divine Comedy, a journey through Hell, Purgatory and Paradise that helped make Tuscan the literary language of Italy. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Dante_Alighieri',
  },
  {
    year: 1304,
    name: 'Ibn Battuta',
    description:
      'Moroccan traveller who set out on pilgrimage to Mecca and kept going for decades, visiting most of the Islamic world, India and China.',
    wikipedia: 'https://en.wikipedia.org/wiki/Ibn_Battuta',
  },
  {
    year: 1371,
    name: 'Zheng He',
    description:
      'Ming dynasty admiral who led seven great treasure fleets across the Indian Ocean as far as East Africa.',
    wikipedia: 'https://en.wikipedia.org/wiki/Zheng_He',
  },
  {
    year: 1397,
    name: 'Sejong the Great',
    description:
      'King of Joseon Korea who created Hangul, a simple alphabet so ordinary people could learn to read, and supported science and rain gauges.',
    wikipedia: 'https://en.wikipedia.org/wiki/Sejong_the_Great',
  },
  {
    year: 1412,
    name: 'Joan of Arc',
    description:
      'French peasant girl who, guided by the voices she heard, helped lift the siege of Orléans and was later burned at the stake by the English. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Joan_of_Arc',
  },
  {
    year: 1451,
    name: 'Christopher Columbus',
    description:
      'Genoese navigator who sailed west for Castile to reach Asia and instead reached the Caribbean, beginning lasting European contact with the Americas.',
    wikipedia: 'https://en.wikipedia.org/wiki/Christopher_Columbus',
  },
  {
    year: 1452,
    name: 'Leonardo da Vinci',
    description:
      'Italian painter of the Mona Lisa and The Last Supper whose notebooks overflow with studies of anatomy, water and flying machines.',
    wikipedia: 'https://en.wikipedia.org/wiki/Leonardo_da_Vinci',
  },
  {
    year: 1473,
    name: 'Nicolaus Copernicus',
    description:
      'Polish astronomer and church canon who argued that the Earth and planets circle the Sun, publishing his book only as he lay dying.',
    wikipedia: 'https://en.wikipedia.org/wiki/Nicolaus_Copernicus',
  },
  {
    year: 1475,
    name: 'Michelangelo',
    description:
      'Florentine sculptor, painter and architect of the David, the Sistine Chapel ceiling and the dome of St Peter’s Basilica.',
    wikipedia: 'https://en.wikipedia.org/wiki/Michelangelo',
  },
  {
    year: 1483,
    name: 'Martin Luther',
    description:
      'German monk whose Ninety-five Theses against the sale of indulgences set off the Protestant Reformation; he also translated the Bible into German.',
    wikipedia: 'https://en.wikipedia.org/wiki/Martin_Luther',
  },

  // Early modern era (tolerance 50 years)
  {
    year: 1533,
    name: 'Elizabeth I',
    description:
      'Queen of England, daughter of Henry VIII and Anne Boleyn, whose long reign saw the defeat of the Spanish Armada and a golden age of English theatre.',
    wikipedia: 'https://en.wikipedia.org/wiki/Elizabeth_I',
  },
  {
    year: 1542,
    name: 'Akbar',
    description:
      'Mughal emperor who expanded his empire across northern India and welcomed debates between scholars of many faiths at his court.',
    wikipedia: 'https://en.wikipedia.org/wiki/Akbar',
  },
  {
    year: 1564,
    name: 'William Shakespeare',
    description:
      "Playwright and poet from Stratford-upon-Avon whose Hamlet, Macbeth and Romeo and Juliet are staged more than any other writer's plays.",
    wikipedia: 'https://en.wikipedia.org/wiki/William_Shakespeare',
  },
  {
    year: 1564,
    name: 'Galileo Galilei',
    description:
      "Italian astronomer who turned a telescope to the sky, found Jupiter's moons and was tried by the Inquisition for backing a Sun-centred universe.",
    wikipedia: 'https://en.wikipedia.org/wiki/Galileo_Galilei',
  },
  {
    year: 1593,
    name: 'Artemisia Gentileschi',
    description:
      'Baroque painter and the first woman admitted to the Florentine Academy of Fine Arts, known for dramatic scenes of strong biblical heroines.',
    wikipedia: 'https://en.wikipedia.org/wiki/Artemisia_Gentileschi',
  },
  {
    year: 1642,
    name: 'Isaac Newton',
    description:
      "English mathematician and physicist who set out the laws of motion and universal gravitation, split white light into colours and co-invented calculus. The year is that of his birth on Christmas Day by the Julian calendar then used in England; by today's calendar it fell on 4 January of the next year.",
    wikipedia: 'https://en.wikipedia.org/wiki/Isaac_Newton',
  },
  {
    year: 1672,
    name: 'Peter the Great',
    description:
      'Russian tsar who worked incognito in Dutch shipyards, modernised his country on Western lines and built Saint Petersburg on marshland.',
    wikipedia: 'https://en.wikipedia.org/wiki/Peter_the_Great',
  },
  {
    year: 1685,
    name: 'Johann Sebastian Bach',
    description:
      'German composer and church organist of the Brandenburg Concertos and the Mass in B minor, the summit of Baroque music.',
    wikipedia: 'https://en.wikipedia.org/wiki/Johann_Sebastian_Bach',
  },
  {
    year: 1732,
    name: 'George Washington',
    description:
      'Commander of the Continental Army in the American Revolution and first president of the United States, who stepped down after two terms.',
    wikipedia: 'https://en.wikipedia.org/wiki/George_Washington',
  },
  {
    year: 1743,
    name: 'Toussaint Louverture',
    description:
      'Formerly enslaved leader of the Haitian Revolution who turned rebel bands into an army and governed Saint-Domingue. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Toussaint_Louverture',
  },
  {
    year: 1756,
    name: 'Wolfgang Amadeus Mozart',
    description:
      'Austrian child prodigy who toured Europe as a boy and wrote over six hundred works, including The Magic Flute, before dying at thirty-five.',
    wikipedia: 'https://en.wikipedia.org/wiki/Wolfgang_Amadeus_Mozart',
  },
  {
    year: 1759,
    name: 'Mary Wollstonecraft',
    description:
      'English writer whose A Vindication of the Rights of Woman argued that women only seemed inferior because they were denied education.',
    wikipedia: 'https://en.wikipedia.org/wiki/Mary_Wollstonecraft',
  },
  {
    year: 1760,
    name: 'Hokusai',
    description:
      'Japanese print-maker whose woodblock The Great Wave off Kanagawa became one of the most recognised images in the world.',
    wikipedia: 'https://en.wikipedia.org/wiki/Hokusai',
  },
  {
    year: 1769,
    name: 'Napoleon',
    description:
      'Corsican-born artillery officer who crowned himself Emperor of the French, spread his law code across Europe and met defeat at Waterloo.',
    wikipedia: 'https://en.wikipedia.org/wiki/Napoleon',
  },
  {
    year: 1770,
    name: 'Ludwig van Beethoven',
    description:
      'German composer who kept writing symphonies, sonatas and string quartets after he had gone almost completely deaf; his Ninth ends with the Ode to Joy.',
    wikipedia: 'https://en.wikipedia.org/wiki/Ludwig_van_Beethoven',
  },
  {
    year: 1775,
    name: 'Jane Austen',
    description:
      'English novelist of Pride and Prejudice and Emma, whose sharp, funny stories of courtship were first published anonymously.',
    wikipedia: 'https://en.wikipedia.org/wiki/Jane_Austen',
  },
  {
    year: 1783,
    name: 'Simón Bolívar',
    description:
      "Venezuelan 'Liberator' who led the fight for independence from Spain across much of South America; Bolivia is named after him.",
    wikipedia: 'https://en.wikipedia.org/wiki/Sim%C3%B3n_Bol%C3%ADvar',
  },

  // The nineteenth century (tolerance 25 years)
  {
    year: 1809,
    name: 'Charles Darwin',
    description:
      'English naturalist whose voyage on HMS Beagle led him to the theory of evolution by natural selection, set out in On the Origin of Species.',
    wikipedia: 'https://en.wikipedia.org/wiki/Charles_Darwin',
  },
  {
    year: 1809,
    name: 'Abraham Lincoln',
    description:
      'Self-taught lawyer from a log cabin who became president, led the Union through the American Civil War and moved to end slavery before being assassinated.',
    wikipedia: 'https://en.wikipedia.org/wiki/Abraham_Lincoln',
  },
  {
    year: 1815,
    name: 'Ada Lovelace',
    description:
      "Mathematician and daughter of Lord Byron who published the first program for Charles Babbage's Analytical Engine and foresaw computers making music.",
    wikipedia: 'https://en.wikipedia.org/wiki/Ada_Lovelace',
  },
  {
    year: 1818,
    name: 'Frederick Douglass',
    description:
      'Escaped from slavery in Maryland and became the most famous abolitionist speaker and writer of his time. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Frederick_Douglass',
  },
  {
    year: 1819,
    name: 'Queen Victoria',
    description:
      'Queen of the United Kingdom for over sixty-three years and Empress of India, whose name became that of an era.',
    wikipedia: 'https://en.wikipedia.org/wiki/Queen_Victoria',
  },
  {
    year: 1820,
    name: 'Florence Nightingale',
    description:
      "The 'Lady with the Lamp' who reformed military hospitals in the Crimean War, founded modern nursing and used statistics to argue for sanitation.",
    wikipedia: 'https://en.wikipedia.org/wiki/Florence_Nightingale',
  },
  {
    year: 1822,
    name: 'Harriet Tubman',
    description:
      'Escaped enslaved woman who returned again and again to lead others to freedom on the Underground Railroad, and later scouted for the Union army. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Harriet_Tubman',
  },
  {
    year: 1853,
    name: 'Vincent van Gogh',
    description:
      'Dutch painter of The Starry Night and Sunflowers who sold almost nothing in his short, troubled life and is now among the most famous artists.',
    wikipedia: 'https://en.wikipedia.org/wiki/Vincent_van_Gogh',
  },
  {
    year: 1856,
    name: 'Nikola Tesla',
    description:
      'Serbian-American engineer whose alternating-current motor and power system won the war of the currents against Edison.',
    wikipedia: 'https://en.wikipedia.org/wiki/Nikola_Tesla',
  },
  {
    year: 1861,
    name: 'Rabindranath Tagore',
    description:
      'Bengali poet, composer and painter, the first non-European to win the Nobel Prize in Literature; he wrote the national anthems of India and Bangladesh.',
    wikipedia: 'https://en.wikipedia.org/wiki/Rabindranath_Tagore',
  },
  {
    year: 1866,
    name: 'Sun Yat-sen',
    description:
      'Chinese revolutionary and doctor who helped overthrow the Qing dynasty and became the first provisional president of the Republic of China.',
    wikipedia: 'https://en.wikipedia.org/wiki/Sun_Yat-sen',
  },
  {
    year: 1867,
    name: 'Marie Curie',
    description:
      'Polish-born physicist and chemist who discovered polonium and radium and was the first person to win Nobel Prizes in two different sciences.',
    wikipedia: 'https://en.wikipedia.org/wiki/Marie_Curie',
  },
  {
    year: 1869,
    name: 'Mahatma Gandhi',
    description:
      'Indian lawyer who led the struggle for independence from Britain through non-violent civil disobedience, including the Salt March.',
    wikipedia: 'https://en.wikipedia.org/wiki/Mahatma_Gandhi',
  },
  {
    year: 1874,
    name: 'Winston Churchill',
    description:
      'British prime minister who refused to make peace with Hitler and led Britain through the Second World War; he also won the Nobel Prize in Literature.',
    wikipedia: 'https://en.wikipedia.org/wiki/Winston_Churchill',
  },
  {
    year: 1879,
    name: 'Albert Einstein',
    description:
      'German-born physicist of special and general relativity and E = mc², who won the Nobel Prize for explaining the photoelectric effect.',
    wikipedia: 'https://en.wikipedia.org/wiki/Albert_Einstein',
  },
  {
    year: 1881,
    name: 'Pablo Picasso',
    description:
      'Spanish artist who co-founded Cubism and painted Guernica in protest at the bombing of a Basque town.',
    wikipedia: 'https://en.wikipedia.org/wiki/Pablo_Picasso',
  },
  {
    year: 1887,
    name: 'Srinivasa Ramanujan',
    description:
      'Largely self-taught Indian mathematician who sent astonishing formulas to the Cambridge mathematician Hardy and produced thousands of results before dying young.',
    wikipedia: 'https://en.wikipedia.org/wiki/Srinivasa_Ramanujan',
  },
  {
    year: 1897,
    name: 'Amelia Earhart',
    description:
      'American aviator, the first woman to fly solo across the Atlantic, who vanished over the Pacific while attempting to circle the globe.',
    wikipedia: 'https://en.wikipedia.org/wiki/Amelia_Earhart',
  },

  // Early twentieth century (tolerance 15 years)
  {
    year: 1906,
    name: 'Grace Hopper',
    description:
      'US Navy rear admiral and computer pioneer who wrote one of the first compilers and helped create the COBOL language.',
    wikipedia: 'https://en.wikipedia.org/wiki/Grace_Hopper',
  },
  {
    year: 1907,
    name: 'Frida Kahlo',
    description:
      'Mexican painter of vivid self-portraits drawing on Mexican folk art and on the pain left by a bus accident in her youth.',
    wikipedia: 'https://en.wikipedia.org/wiki/Frida_Kahlo',
  },
  {
    year: 1910,
    name: 'Mother Teresa',
    description:
      'Albanian-born nun who founded the Missionaries of Charity in Calcutta to care for the dying and destitute, and received the Nobel Peace Prize.',
    wikipedia: 'https://en.wikipedia.org/wiki/Mother_Teresa',
  },
  {
    year: 1912,
    name: 'Alan Turing',
    description:
      'English mathematician who defined the theoretical computer, helped break Enigma at Bletchley Park and proposed a test for machine intelligence.',
    wikipedia: 'https://en.wikipedia.org/wiki/Alan_Turing',
  },
  {
    year: 1913,
    name: 'Rosa Parks',
    description:
      'African American seamstress and activist whose refusal to give up her bus seat in Montgomery sparked a year-long boycott.',
    wikipedia: 'https://en.wikipedia.org/wiki/Rosa_Parks',
  },
  {
    year: 1917,
    name: 'Indira Gandhi',
    description:
      "India's first and so far only woman prime minister, daughter of Jawaharlal Nehru, assassinated by her own bodyguards.",
    wikipedia: 'https://en.wikipedia.org/wiki/Indira_Gandhi',
  },
  {
    year: 1918,
    name: 'Nelson Mandela',
    description:
      'Anti-apartheid leader imprisoned for twenty-seven years who became the first Black president of South Africa.',
    wikipedia: 'https://en.wikipedia.org/wiki/Nelson_Mandela',
  },
  {
    year: 1920,
    name: 'Rosalind Franklin',
    description:
      'British chemist whose X-ray photograph of DNA, known as Photo 51, was key to discovering the double helix.',
    wikipedia: 'https://en.wikipedia.org/wiki/Rosalind_Franklin',
  },
  {
    year: 1929,
    name: 'Martin Luther King Jr.',
    description:
      "Baptist minister who led the American civil rights movement through non-violent protest and gave the 'I Have a Dream' speech in Washington.",
    wikipedia: 'https://en.wikipedia.org/wiki/Martin_Luther_King_Jr.',
  },
  {
    year: 1929,
    name: 'Anne Frank',
    description:
      'Jewish girl who hid with her family in a secret annex in Amsterdam and kept a diary before she was deported and died in Bergen-Belsen.',
    wikipedia: 'https://en.wikipedia.org/wiki/Anne_Frank',
  },
  {
    year: 1930,
    name: 'Neil Armstrong',
    description:
      'American astronaut and test pilot who commanded Apollo 11 and became the first person to walk on the Moon.',
    wikipedia: 'https://en.wikipedia.org/wiki/Neil_Armstrong',
  },
  {
    year: 1934,
    name: 'Yuri Gagarin',
    description:
      'Soviet pilot who became the first human in space, orbiting the Earth once in Vostok 1.',
    wikipedia: 'https://en.wikipedia.org/wiki/Yuri_Gagarin',
  },
  {
    year: 1934,
    name: 'Jane Goodall',
    description:
      'English primatologist who lived among the chimpanzees of Gombe in Tanzania and saw them make and use tools.',
    wikipedia: 'https://en.wikipedia.org/wiki/Jane_Goodall',
  },
  {
    year: 1940,
    name: 'Wangari Maathai',
    description:
      'Kenyan biologist who founded the Green Belt Movement, which planted tens of millions of trees, and the first African woman to win the Nobel Peace Prize.',
    wikipedia: 'https://en.wikipedia.org/wiki/Wangari_Maathai',
  },
  {
    year: 1942,
    name: 'Stephen Hawking',
    description:
      'English physicist who predicted that black holes emit radiation and wrote A Brief History of Time despite motor neurone disease.',
    wikipedia: 'https://en.wikipedia.org/wiki/Stephen_Hawking',
  },

  // Born after the Second World War (tolerance 10 years)
  {
    year: 1951,
    name: 'Sally Ride',
    description:
      'Physicist who became the first American woman in space, flying on the Space Shuttle Challenger.',
    wikipedia: 'https://en.wikipedia.org/wiki/Sally_Ride',
  },
  {
    year: 1954,
    name: 'Angela Merkel',
    description:
      'Quantum chemist from East Germany who became the first woman Chancellor of Germany and led it for sixteen years.',
    wikipedia: 'https://en.wikipedia.org/wiki/Angela_Merkel',
  },
  {
    year: 1955,
    name: 'Tim Berners-Lee',
    description:
      'English computer scientist who invented the World Wide Web while at CERN and chose not to patent it.',
    wikipedia: 'https://en.wikipedia.org/wiki/Tim_Berners-Lee',
  },
  {
    year: 1955,
    name: 'Steve Jobs',
    description:
      'Co-founder of Apple who was forced out of his own company, returned to rescue it, and launched the iPod, iPhone and iPad.',
    wikipedia: 'https://en.wikipedia.org/wiki/Steve_Jobs',
  },
  {
    year: 1956,
    name: 'Mae Jemison',
    description:
      'Engineer and physician who became the first African American woman in space aboard the shuttle Endeavour.',
    wikipedia: 'https://en.wikipedia.org/wiki/Mae_Jemison',
  },
  {
    year: 1958,
    name: 'Michael Jackson',
    description:
      "The 'King of Pop', child star of the Jackson 5, whose album Thriller is the best-selling album of all time.",
    wikipedia: 'https://en.wikipedia.org/wiki/Michael_Jackson',
  },
  {
    year: 1960,
    name: 'Diego Maradona',
    description:
      "Argentine footballer who led his country to the World Cup in Mexico, scoring both the 'Hand of God' goal and the 'Goal of the Century' against England.",
    wikipedia: 'https://en.wikipedia.org/wiki/Diego_Maradona',
  },
  {
    year: 1961,
    name: 'Barack Obama',
    description:
      'Lawyer and senator from Illinois, born in Hawaii, who became the first African American president of the United States.',
    wikipedia: 'https://en.wikipedia.org/wiki/Barack_Obama',
  },
  {
    year: 1961,
    name: 'Diana, Princess of Wales',
    description:
      'First wife of Prince Charles, admired for her charity work against landmines and for people with AIDS, who died in a car crash in Paris.',
    wikipedia: 'https://en.wikipedia.org/wiki/Diana,_Princess_of_Wales',
  },
  {
    year: 1965,
    name: 'J. K. Rowling',
    description:
      'British author who wrote the first Harry Potter book as a single mother, partly in Edinburgh cafés, and saw the series sell hundreds of millions of copies.',
    wikipedia: 'https://en.wikipedia.org/wiki/J._K._Rowling',
  },
  {
    year: 1971,
    name: 'Elon Musk',
    description:
      'South African-born entrepreneur behind the rocket company SpaceX and a leading electric-car maker, who helped make reusable rockets and electric cars mainstream.',
    wikipedia: 'https://en.wikipedia.org/wiki/Elon_Musk',
  },
];
