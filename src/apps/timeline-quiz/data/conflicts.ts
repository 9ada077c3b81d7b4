import type { TimelineItem } from '../shared/timeline-item.schemas';

/**
 * Built-in historical conflicts deck, dated by the year each conflict began (negative = BCE).
 * Approximate dates follow English Wikipedia and say "c." in the description; descriptions never
 * print the year, because the year is what the player guesses.
 */
export const CONFLICTS: readonly TimelineItem[] = [
  // Bronze Age (tolerance 300 years)
  {
    year: -2500,
    name: 'Umma–Lagash war',
    description:
      'Two Sumerian city-states fought on and off for generations over a fertile strip of border land, the earliest war between states known in detail. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Umma%E2%80%93Lagash_war',
  },
  {
    year: -1457,
    name: 'Battle of Megiddo',
    description:
      'Pharaoh Thutmose III marched through a narrow mountain pass to surprise a Canaanite coalition, the first battle recorded in reliable detail. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Megiddo_(15th_century_BC)',
  },
  {
    year: -1274,
    name: 'Battle of Kadesh',
    description:
      'Ramesses II and the Hittite king Muwatalli II clashed in Syria in what is thought to be the biggest chariot battle in history; both sides claimed victory.',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Kadesh',
  },
  {
    year: -1178,
    name: 'Battle of Djahy',
    description:
      'Ramesses III stopped a land invasion by the Sea Peoples on the Levant coast, as the great Bronze Age kingdoms around him were collapsing. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Djahy',
  },
  {
    year: -1175,
    name: 'Battle of the Delta',
    description:
      "Egyptian ships and archers ambushed the Sea Peoples' fleet in the mouths of the Nile, a victory carved on the walls of Medinet Habu. The year is approximate (c.).",
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_the_Delta',
  },
  {
    year: -1046,
    name: 'Battle of Muye',
    description:
      'King Wu of Zhou defeated the last Shang king, whose conscripted troops changed sides, and the Zhou dynasty claimed the Mandate of Heaven. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Muye',
  },

  // Iron Age and classical antiquity (tolerance 200 years)
  {
    year: -853,
    name: 'Battle of Qarqar',
    description:
      'A coalition of twelve kings, including Ahab of Israel, met the Assyrian army of Shalmaneser III in Syria. Its record holds the earliest known mention of Arabs.',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Qarqar',
  },
  {
    year: -701,
    name: 'Siege of Lachish',
    description:
      'The Assyrian king Sennacherib stormed this fortified city of Judah and had the siege carved in reliefs for his palace at Nineveh.',
    wikipedia: 'https://en.wikipedia.org/wiki/Siege_of_Lachish',
  },
  {
    year: -539,
    name: 'Fall of Babylon',
    description:
      'Cyrus the Great of Persia took Babylon, ending the Neo-Babylonian Empire, and later allowed the exiled Jews to return to Judah.',
    wikipedia: 'https://en.wikipedia.org/wiki/Fall_of_Babylon',
  },
  {
    year: -499,
    name: 'Greco-Persian Wars',
    description:
      'A revolt of the Ionian Greek cities drew Athens into a long struggle with the Persian Empire, whose kings twice invaded mainland Greece and were twice driven back.',
    wikipedia: 'https://en.wikipedia.org/wiki/Greco-Persian_Wars',
  },
  {
    year: -490,
    name: 'Battle of Marathon',
    description:
      'Outnumbered Athenians and Plataeans routed a Persian landing force; the legend of a runner carrying the news inspired the modern marathon.',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Marathon',
  },
  {
    year: -480,
    name: 'Battle of Thermopylae',
    description:
      "King Leonidas and his Spartans held a narrow coastal pass against Xerxes' vast army for three days before being outflanked.",
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Thermopylae',
  },
  {
    year: -431,
    name: 'Peloponnesian War',
    description:
      'Athens and its naval empire fought Sparta and its allies for decades; plague and a disastrous expedition to Sicily helped bring Athens down.',
    wikipedia: 'https://en.wikipedia.org/wiki/Peloponnesian_War',
  },
  {
    year: -331,
    name: 'Battle of Gaugamela',
    description:
      'Alexander the Great broke the much larger army of Darius III in northern Mesopotamia, sealing the fall of the Persian Achaemenid Empire.',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Gaugamela',
  },
  {
    year: -264,
    name: 'First Punic War',
    description:
      'Rome and Carthage fought over Sicily; Rome, until then a land power, built fleets from scratch and won at sea.',
    wikipedia: 'https://en.wikipedia.org/wiki/First_Punic_War',
  },
  {
    year: -262,
    name: 'Kalinga War',
    description:
      'The Mauryan emperor Ashoka conquered the coastal kingdom of Kalinga at such a cost in lives that he renounced war and embraced Buddhism. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Kalinga_War',
  },
  {
    year: -260,
    name: 'Battle of Changping',
    description:
      'The state of Qin crushed the army of Zhao in one of the bloodiest battles of the Warring States period, opening the way to the unification of China.',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Changping',
  },
  {
    year: -218,
    name: 'Second Punic War',
    description:
      'Hannibal crossed the Alps with war elephants and beat Rome again and again in Italy, until Scipio carried the war to Africa and won at Zama.',
    wikipedia: 'https://en.wikipedia.org/wiki/Second_Punic_War',
  },
  {
    year: -58,
    name: 'Gallic Wars',
    description:
      'Julius Caesar conquered Gaul in a series of campaigns that ended with the siege of Alesia and the surrender of Vercingetorix.',
    wikipedia: 'https://en.wikipedia.org/wiki/Gallic_Wars',
  },
  {
    year: -31,
    name: 'Battle of Actium',
    description:
      "Octavian's fleet under Agrippa defeated Mark Antony and Cleopatra off western Greece, leaving Octavian sole master of the Roman world.",
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Actium',
  },

  // First millennium (tolerance 150 years)
  {
    year: 9,
    name: 'Battle of the Teutoburg Forest',
    description:
      'Germanic tribes led by Arminius ambushed and destroyed three Roman legions under Varus, halting Roman expansion beyond the Rhine.',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_the_Teutoburg_Forest',
  },
  {
    year: 60,
    name: "Boudica's revolt",
    description:
      'Queen Boudica of the Iceni led a British uprising against Rome that burned Colchester, London and St Albans before it was crushed. The year is approximate (c.).',
    wikipedia: 'https://en.wikipedia.org/wiki/Boudica',
  },
  {
    year: 66,
    name: 'First Jewish–Roman War',
    description:
      'A revolt in Judaea against Roman rule ended with the siege and destruction of Jerusalem and its Second Temple, and later the fall of Masada.',
    wikipedia: 'https://en.wikipedia.org/wiki/First_Jewish%E2%80%93Roman_War',
  },
  {
    year: 184,
    name: 'Yellow Turban Rebellion',
    description:
      'A peasant uprising led by a Taoist faith healer shook the Han dynasty and raised the warlords who would later split China into three kingdoms.',
    wikipedia: 'https://en.wikipedia.org/wiki/Yellow_Turban_Rebellion',
  },
  {
    year: 208,
    name: 'Battle of Red Cliffs',
    description:
      "The allied southern warlords Sun Quan and Liu Bei used fire ships to defeat Cao Cao's fleet on the Yangtze, a famous scene of the Three Kingdoms era.",
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Red_Cliffs',
  },
  {
    year: 312,
    name: 'Battle of the Milvian Bridge',
    description:
      'Constantine defeated his rival Maxentius outside Rome after, so the story goes, seeing a sign of the cross in the sky.',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_the_Milvian_Bridge',
  },
  {
    year: 378,
    name: 'Battle of Adrianople',
    description:
      'Gothic warriors destroyed an eastern Roman army and killed Emperor Valens, a blow that foreshadowed the end of Roman rule in the West.',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Adrianople',
  },
  {
    year: 451,
    name: 'Battle of the Catalaunian Plains',
    description:
      'A Roman and Visigothic army under Aetius checked the invasion of Gaul by Attila and his Huns.',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_the_Catalaunian_Plains',
  },
  {
    year: 624,
    name: 'Battle of Badr',
    description:
      "Muhammad's small force from Medina defeated a much larger Meccan army, the first major victory of the early Muslim community.",
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Badr',
  },
  {
    year: 636,
    name: 'Battle of the Yarmuk',
    description:
      'Arab armies of the Rashidun Caliphate defeated the Byzantines near the Yarmuk River, ending Byzantine rule in Syria.',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_the_Yarmuk',
  },
  {
    year: 732,
    name: 'Battle of Tours',
    description:
      'Charles Martel and his Frankish infantry stopped an Umayyad army raiding deep into Gaul, between Tours and Poitiers.',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Tours',
  },
  {
    year: 751,
    name: 'Battle of Talas',
    description:
      'Abbasid and Tang Chinese armies met in Central Asia; legend says prisoners taken there brought papermaking to the Islamic world.',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Talas',
  },
  {
    year: 755,
    name: 'An Lushan rebellion',
    description:
      'A powerful frontier general rose against the Tang emperor and captured both capitals; years of war left the dynasty permanently weakened.',
    wikipedia: 'https://en.wikipedia.org/wiki/An_Lushan_rebellion',
  },

  // High and late Middle Ages (tolerance 100 years)
  {
    year: 1066,
    name: 'Battle of Hastings',
    description:
      'William of Normandy defeated and killed King Harold II, beginning the Norman conquest of England, as stitched into the Bayeux Tapestry.',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Hastings',
  },
  {
    year: 1071,
    name: 'Battle of Manzikert',
    description:
      'The Seljuk sultan Alp Arslan captured the Byzantine emperor Romanos IV, opening Anatolia to Turkish settlement.',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Manzikert',
  },
  {
    year: 1096,
    name: 'First Crusade',
    description:
      'Answering a call by Pope Urban II, armies from western Europe marched east and captured Jerusalem after a bloody siege.',
    wikipedia: 'https://en.wikipedia.org/wiki/First_Crusade',
  },
  {
    year: 1180,
    name: 'Genpei War',
    description:
      'The Minamoto and Taira clans fought for control of Japan; Minamoto victory at sea led to the first shogunate.',
    wikipedia: 'https://en.wikipedia.org/wiki/Genpei_War',
  },
  {
    year: 1187,
    name: 'Battle of Hattin',
    description:
      'Saladin trapped the thirsty army of the Kingdom of Jerusalem on a dry plateau near the Sea of Galilee, and the city of Jerusalem fell to him months later.',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Hattin',
  },
  {
    year: 1219,
    name: 'Mongol invasion of the Khwarazmian Empire',
    description:
      'After his merchants and envoys were killed, Genghis Khan destroyed the Khwarazmian Empire and its great cities of Central Asia.',
    wikipedia: 'https://en.wikipedia.org/wiki/Mongol_invasion_of_the_Khwarazmian_Empire',
  },
  {
    year: 1260,
    name: 'Battle of Ain Jalut',
    description:
      'The Mamluks of Egypt defeated a Mongol army in Galilee, halting the Mongol advance towards Egypt.',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Ain_Jalut',
  },
  {
    year: 1274,
    name: 'Mongol invasions of Japan',
    description:
      "Kublai Khan twice sent fleets against Japan, and both times storms, later called kamikaze or 'divine winds', wrecked his ships.",
    wikipedia: 'https://en.wikipedia.org/wiki/Mongol_invasions_of_Japan',
  },
  {
    year: 1337,
    name: "Hundred Years' War",
    description:
      'English kings pressed their claim to the French throne in an on-and-off struggle that actually lasted over a century and ended with the English driven from all of France except Calais.',
    wikipedia: 'https://en.wikipedia.org/wiki/Hundred_Years%27_War',
  },
  {
    year: 1410,
    name: 'Battle of Grunwald',
    description:
      'The allied Kingdom of Poland and Grand Duchy of Lithuania crushed the Teutonic Knights in one of the largest battles of medieval Europe.',
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Grunwald',
  },
  {
    year: 1415,
    name: 'Battle of Agincourt',
    description:
      "Henry V's tired, outnumbered army, strong in longbowmen, defeated French knights struggling through a muddy field.",
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Agincourt',
  },
  {
    year: 1453,
    name: 'Fall of Constantinople',
    description:
      "Sultan Mehmed II's giant cannons breached the ancient walls and the Ottomans took the city, ending the Byzantine Empire.",
    wikipedia: 'https://en.wikipedia.org/wiki/Fall_of_Constantinople',
  },
  {
    year: 1455,
    name: 'Wars of the Roses',
    description:
      'The rival houses of Lancaster and York fought for the English crown until Henry Tudor won at Bosworth Field.',
    wikipedia: 'https://en.wikipedia.org/wiki/Wars_of_the_Roses',
  },
  {
    year: 1482,
    name: 'Granada War',
    description:
      'Ferdinand and Isabella conquered the Emirate of Granada, the last Muslim state in Iberia, completing the Reconquista.',
    wikipedia: 'https://en.wikipedia.org/wiki/Granada_War',
  },

  // Early modern era (tolerance 50 years)
  {
    year: 1519,
    name: 'Spanish conquest of the Aztec Empire',
    description:
      "Hernán Cortés, with a few hundred Spaniards and many thousands of Indigenous allies, brought down Moctezuma's empire and its capital Tenochtitlan.",
    wikipedia: 'https://en.wikipedia.org/wiki/Spanish_conquest_of_the_Aztec_Empire',
  },
  {
    year: 1526,
    name: 'First Battle of Panipat',
    description:
      'Babur used field guns and a wagon fort to defeat the Sultan of Delhi, founding the Mughal Empire in India.',
    wikipedia: 'https://en.wikipedia.org/wiki/First_Battle_of_Panipat',
  },
  {
    year: 1532,
    name: 'Spanish conquest of the Inca Empire',
    description:
      'Francisco Pizarro captured the Inca ruler Atahualpa at Cajamarca, took a room full of gold as ransom and executed him anyway.',
    wikipedia: 'https://en.wikipedia.org/wiki/Spanish_conquest_of_the_Inca_Empire',
  },
  {
    year: 1568,
    name: "Eighty Years' War",
    description:
      'The Dutch provinces rebelled against Spanish rule under William the Silent and won recognition as an independent republic.',
    wikipedia: 'https://en.wikipedia.org/wiki/Eighty_Years%27_War',
  },
  {
    year: 1588,
    name: 'Spanish Armada',
    description:
      'Philip II sent a great fleet to invade England; English fireships and gales scattered it around the British Isles.',
    wikipedia: 'https://en.wikipedia.org/wiki/Spanish_Armada',
  },
  {
    year: 1600,
    name: 'Battle of Sekigahara',
    description:
      "Tokugawa Ieyasu's victory over rival daimyo, helped by defections in mid-battle, led to two and a half centuries of Tokugawa rule in Japan.",
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Sekigahara',
  },
  {
    year: 1618,
    name: "Thirty Years' War",
    description:
      'It began when Protestant nobles threw imperial officials out of a window in Prague, and grew into a European war that devastated Germany.',
    wikipedia: 'https://en.wikipedia.org/wiki/Thirty_Years%27_War',
  },
  {
    year: 1642,
    name: 'English Civil War',
    description:
      'Royalists fought Parliamentarians over how England should be governed; it ended with the execution of Charles I and the rule of Oliver Cromwell.',
    wikipedia: 'https://en.wikipedia.org/wiki/English_Civil_War',
  },
  {
    year: 1700,
    name: 'Great Northern War',
    description:
      'Peter the Great of Russia and his allies fought Charles XII of Sweden; the Russian victory at Poltava made Russia the great power of the Baltic.',
    wikipedia: 'https://en.wikipedia.org/wiki/Great_Northern_War',
  },
  {
    year: 1756,
    name: "Seven Years' War",
    description:
      'A global war fought in Europe, North America, India and at sea, after which Britain took Canada from France.',
    wikipedia: 'https://en.wikipedia.org/wiki/Seven_Years%27_War',
  },
  {
    year: 1757,
    name: 'Battle of Plassey',
    description:
      "Robert Clive's East India Company troops defeated the Nawab of Bengal, helped by the treachery of his commander Mir Jafar, a first step towards British rule in India.",
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Plassey',
  },
  {
    year: 1775,
    name: 'American Revolutionary War',
    description:
      'Thirteen British colonies in North America fought for independence, winning it with French help after the surrender at Yorktown.',
    wikipedia: 'https://en.wikipedia.org/wiki/American_Revolutionary_War',
  },
  {
    year: 1789,
    name: 'French Revolution',
    description:
      'The storming of the Bastille began a revolution that abolished the monarchy, executed Louis XVI and spread the ideals of liberty and equality.',
    wikipedia: 'https://en.wikipedia.org/wiki/French_Revolution',
  },
  {
    year: 1791,
    name: 'Haitian Revolution',
    description:
      'An uprising of enslaved people in the French colony of Saint-Domingue created Haiti, the first nation founded by formerly enslaved people.',
    wikipedia: 'https://en.wikipedia.org/wiki/Haitian_Revolution',
  },

  // The nineteenth century (tolerance 25 years)
  {
    year: 1803,
    name: 'Napoleonic Wars',
    description:
      "Napoleon's France fought shifting coalitions of European powers, from Austerlitz to the retreat from Moscow and final defeat at Waterloo.",
    wikipedia: 'https://en.wikipedia.org/wiki/Napoleonic_Wars',
  },
  {
    year: 1808,
    name: 'Spanish American wars of independence',
    description:
      'When French troops occupied Spain and deposed its king, its American colonies began breaking away, led by figures such as Simón Bolívar and José de San Martín.',
    wikipedia: 'https://en.wikipedia.org/wiki/Spanish_American_wars_of_independence',
  },
  {
    year: 1839,
    name: 'First Opium War',
    description:
      "Britain went to war after China's Lin Zexu destroyed smuggled British opium, and won Hong Kong in the peace treaty.",
    wikipedia: 'https://en.wikipedia.org/wiki/First_Opium_War',
  },
  {
    year: 1846,
    name: 'Mexican–American War',
    description:
      'The United States invaded Mexico after annexing Texas and took California and much of the Southwest in the peace that followed.',
    wikipedia: 'https://en.wikipedia.org/wiki/Mexican%E2%80%93American_War',
  },
  {
    year: 1850,
    name: 'Taiping Rebellion',
    description:
      "Hong Xiuquan, who believed he was Jesus's younger brother, led a rebellion against the Qing dynasty that became one of the deadliest wars in history.",
    wikipedia: 'https://en.wikipedia.org/wiki/Taiping_Rebellion',
  },
  {
    year: 1853,
    name: 'Crimean War',
    description:
      "Russia fought the Ottomans, Britain, France and Sardinia; it saw the Charge of the Light Brigade and Florence Nightingale's nursing reforms.",
    wikipedia: 'https://en.wikipedia.org/wiki/Crimean_War',
  },
  {
    year: 1861,
    name: 'American Civil War',
    description:
      'Eleven Southern slave states seceded and fought the Union; the North won, and slavery was abolished throughout the United States.',
    wikipedia: 'https://en.wikipedia.org/wiki/American_Civil_War',
  },
  {
    year: 1864,
    name: 'Paraguayan War',
    description:
      'Paraguay fought Brazil, Argentina and Uruguay together and lost a huge share of its population in the bloodiest war in South American history.',
    wikipedia: 'https://en.wikipedia.org/wiki/Paraguayan_War',
  },
  {
    year: 1868,
    name: 'Boshin War',
    description:
      "Forces loyal to the young Emperor Meiji overthrew the Tokugawa shogunate, opening Japan's rapid modernisation.",
    wikipedia: 'https://en.wikipedia.org/wiki/Boshin_War',
  },
  {
    year: 1870,
    name: 'Franco-Prussian War',
    description:
      "Prussia and its German allies defeated France and captured the French emperor at Sedan; the German Empire was proclaimed in the Palace of Versailles' Hall of Mirrors.",
    wikipedia: 'https://en.wikipedia.org/wiki/Franco-Prussian_War',
  },
  {
    year: 1879,
    name: 'Anglo-Zulu War',
    description:
      'Britain invaded the Zulu Kingdom; Zulu warriors won a stunning victory at Isandlwana before the British took the capital Ulundi.',
    wikipedia: 'https://en.wikipedia.org/wiki/Anglo-Zulu_War',
  },
  {
    year: 1894,
    name: 'First Sino-Japanese War',
    description:
      "Japan's modernised army and navy defeated Qing China over control of Korea, and Japan took Taiwan.",
    wikipedia: 'https://en.wikipedia.org/wiki/First_Sino-Japanese_War',
  },
  {
    year: 1896,
    name: 'Battle of Adwa',
    description:
      "Emperor Menelik II's Ethiopian army routed an Italian invasion force, securing Ethiopia's independence during the Scramble for Africa.",
    wikipedia: 'https://en.wikipedia.org/wiki/Battle_of_Adwa',
  },
  {
    year: 1899,
    name: 'Second Boer War',
    description:
      'Britain fought the two Boer republics in South Africa, facing guerrilla warfare and building notorious concentration camps for civilians.',
    wikipedia: 'https://en.wikipedia.org/wiki/Second_Boer_War',
  },

  // Early twentieth century (tolerance 15 years)
  {
    year: 1904,
    name: 'Russo-Japanese War',
    description:
      'Japan destroyed the Russian fleet at Tsushima, the first great victory of an Asian power over a European one in modern times.',
    wikipedia: 'https://en.wikipedia.org/wiki/Russo-Japanese_War',
  },
  {
    year: 1910,
    name: 'Mexican Revolution',
    description:
      'A revolt against the long rule of Porfirio Díaz became a decade of civil war featuring Pancho Villa and Emiliano Zapata.',
    wikipedia: 'https://en.wikipedia.org/wiki/Mexican_Revolution',
  },
  {
    year: 1911,
    name: 'Xinhai Revolution',
    description:
      'An uprising in Wuchang spread across China and brought down the Qing, ending more than two thousand years of imperial rule.',
    wikipedia: 'https://en.wikipedia.org/wiki/Xinhai_Revolution',
  },
  {
    year: 1914,
    name: 'World War I',
    description:
      'The assassination of Archduke Franz Ferdinand in Sarajevo set off a war between the great powers of Europe that left some twenty million dead.',
    wikipedia: 'https://en.wikipedia.org/wiki/World_War_I',
  },
  {
    year: 1917,
    name: 'Russian Revolution',
    description:
      'Revolution toppled Tsar Nicholas II, and later that year the Bolsheviks under Lenin seized power in Petrograd.',
    wikipedia: 'https://en.wikipedia.org/wiki/Russian_Revolution',
  },
  {
    year: 1919,
    name: 'Irish War of Independence',
    description:
      'The Irish Republican Army waged a guerrilla war against British forces, leading to a treaty that created the Irish Free State.',
    wikipedia: 'https://en.wikipedia.org/wiki/Irish_War_of_Independence',
  },
  {
    year: 1927,
    name: 'Chinese Civil War',
    description:
      "Chiang Kai-shek's Nationalists fought Mao Zedong's Communists on and off for decades; the Communists won and the Nationalists withdrew to Taiwan.",
    wikipedia: 'https://en.wikipedia.org/wiki/Chinese_Civil_War',
  },
  {
    year: 1932,
    name: 'Chaco War',
    description:
      'Bolivia and Paraguay fought over the arid Gran Chaco, believed to hold oil, in the deadliest South American war of its century.',
    wikipedia: 'https://en.wikipedia.org/wiki/Chaco_War',
  },
  {
    year: 1936,
    name: 'Spanish Civil War',
    description:
      "Franco's Nationalists rose against the Republic; volunteers came from abroad to fight, and Guernica was bombed by German planes.",
    wikipedia: 'https://en.wikipedia.org/wiki/Spanish_Civil_War',
  },
  {
    year: 1937,
    name: 'Second Sino-Japanese War',
    description:
      'A clash at the Marco Polo Bridge near Beijing became full-scale war between China and Japan, including the Nanjing Massacre.',
    wikipedia: 'https://en.wikipedia.org/wiki/Second_Sino-Japanese_War',
  },
  {
    year: 1939,
    name: 'World War II',
    description:
      "Germany's invasion of Poland opened the deadliest conflict in history, fought across Europe, Asia, Africa and the oceans.",
    wikipedia: 'https://en.wikipedia.org/wiki/World_War_II',
  },
  {
    year: 1939,
    name: 'Winter War',
    description:
      'The Soviet Union invaded Finland, whose ski troops held out through a bitter winter before ceding territory in peace.',
    wikipedia: 'https://en.wikipedia.org/wiki/Winter_War',
  },
  {
    year: 1946,
    name: 'First Indochina War',
    description:
      'The Viet Minh under Ho Chi Minh fought French colonial forces, winning decisively at Dien Bien Phu.',
    wikipedia: 'https://en.wikipedia.org/wiki/First_Indochina_War',
  },

  // Later twentieth century (tolerance 10 years)
  {
    year: 1950,
    name: 'Korean War',
    description:
      'North Korea invaded the South; a UN force led by the United States and Chinese armies joined in, and an armistice left the peninsula divided.',
    wikipedia: 'https://en.wikipedia.org/wiki/Korean_War',
  },
  {
    year: 1953,
    name: 'Cuban Revolution',
    description:
      'Fidel Castro began with a failed attack on the Moncada Barracks and ended by driving the dictator Fulgencio Batista from power.',
    wikipedia: 'https://en.wikipedia.org/wiki/Cuban_Revolution',
  },
  {
    year: 1954,
    name: 'Algerian War',
    description:
      'The National Liberation Front fought a long and brutal war for independence from France that also brought down the French Fourth Republic.',
    wikipedia: 'https://en.wikipedia.org/wiki/Algerian_War',
  },
  {
    year: 1955,
    name: 'Vietnam War',
    description:
      'Communist North Vietnam and the Viet Cong fought South Vietnam and its ally the United States, ending with the fall of Saigon. The year counts from when a US military advisory group was set up for South Vietnam, years before American combat troops arrived.',
    wikipedia: 'https://en.wikipedia.org/wiki/Vietnam_War',
  },
  {
    year: 1967,
    name: 'Six-Day War',
    description:
      'Israel struck Egypt, Jordan and Syria and within a week took Sinai, Gaza, the West Bank, East Jerusalem and the Golan Heights.',
    wikipedia: 'https://en.wikipedia.org/wiki/Six-Day_War',
  },
  {
    year: 1967,
    name: 'Nigerian Civil War',
    description:
      'The south-eastern region declared itself the Republic of Biafra; blockade and famine killed vast numbers before it rejoined Nigeria.',
    wikipedia: 'https://en.wikipedia.org/wiki/Nigerian_Civil_War',
  },
  {
    year: 1971,
    name: 'Bangladesh Liberation War',
    description:
      'East Pakistan fought for independence from West Pakistan and, with Indian intervention, became Bangladesh within months.',
    wikipedia: 'https://en.wikipedia.org/wiki/Bangladesh_Liberation_War',
  },
  {
    year: 1979,
    name: 'Soviet–Afghan War',
    description:
      'Soviet troops entered Afghanistan to prop up a communist government and spent a decade fighting mujahideen guerrillas.',
    wikipedia: 'https://en.wikipedia.org/wiki/Soviet%E2%80%93Afghan_War',
  },
  {
    year: 1980,
    name: 'Iran–Iraq War',
    description:
      "Saddam Hussein's Iraq invaded revolutionary Iran, starting eight years of trench warfare, chemical attacks and a stalemate.",
    wikipedia: 'https://en.wikipedia.org/wiki/Iran%E2%80%93Iraq_War',
  },
  {
    year: 1982,
    name: 'Falklands War',
    description:
      'Argentina seized the British-ruled Falkland Islands and Britain sent a naval task force that retook them in ten weeks.',
    wikipedia: 'https://en.wikipedia.org/wiki/Falklands_War',
  },
  {
    year: 1990,
    name: 'Gulf War',
    description:
      'Iraq invaded Kuwait, and a US-led coalition drove Iraqi forces out after a massive air campaign and a short ground offensive.',
    wikipedia: 'https://en.wikipedia.org/wiki/Gulf_War',
  },
  {
    year: 1992,
    name: 'Bosnian War',
    description:
      'As Yugoslavia broke apart, Bosnia and Herzegovina was torn by war, including the long siege of Sarajevo and the Srebrenica massacre.',
    wikipedia: 'https://en.wikipedia.org/wiki/Bosnian_War',
  },
  {
    year: 1998,
    name: 'Second Congo War',
    description:
      "Called 'Africa's World War', it drew in nine African countries and many armed groups and killed millions, mostly through disease and hunger.",
    wikipedia: 'https://en.wikipedia.org/wiki/Second_Congo_War',
  },

  // The twenty-first century (tolerance 5 years)
  {
    year: 2001,
    name: 'War in Afghanistan',
    description:
      'After the September 11 attacks a US-led coalition toppled the Taliban, fought an insurgency for two decades and withdrew as the Taliban returned.',
    wikipedia: 'https://en.wikipedia.org/wiki/War_in_Afghanistan_(2001%E2%80%932021)',
  },
  {
    year: 2003,
    name: 'Iraq War',
    description:
      'A US-led invasion overthrew Saddam Hussein; no weapons of mass destruction were found, and years of insurgency and sectarian fighting followed.',
    wikipedia: 'https://en.wikipedia.org/wiki/Iraq_War',
  },
  {
    year: 2003,
    name: 'War in Darfur',
    description:
      'Rebels in western Sudan rose against the government, which armed the Janjaweed militias in a campaign widely described as genocide.',
    wikipedia: 'https://en.wikipedia.org/wiki/War_in_Darfur',
  },
  {
    year: 2008,
    name: 'Russo-Georgian War',
    description:
      'Russia and Georgia fought over the breakaway region of South Ossetia in a war of about five days, after which Russia recognised South Ossetia and Abkhazia as independent states.',
    wikipedia: 'https://en.wikipedia.org/wiki/Russo-Georgian_War',
  },
  {
    year: 2009,
    name: 'Boko Haram insurgency',
    description:
      'A jihadist group in north-eastern Nigeria took up arms against the state and later abducted hundreds of schoolgirls from Chibok.',
    wikipedia: 'https://en.wikipedia.org/wiki/Boko_Haram_insurgency',
  },
  {
    year: 2011,
    name: 'Syrian civil war',
    description:
      "Protests of the Arab Spring met a violent crackdown by Bashar al-Assad's government and grew into a multi-sided war that drew in foreign powers.",
    wikipedia: 'https://en.wikipedia.org/wiki/Syrian_civil_war',
  },
  {
    year: 2014,
    name: 'Yemeni civil war',
    description:
      'Houthi rebels took the capital Sanaa, and a Saudi-led coalition intervened, causing one of the worst humanitarian crises in the world.',
    wikipedia: 'https://en.wikipedia.org/wiki/Yemeni_civil_war_(2014%E2%80%93present)',
  },
  {
    year: 2020,
    name: 'Second Nagorno-Karabakh War',
    description:
      'Azerbaijan, using Turkish and Israeli drones, retook large areas around Nagorno-Karabakh from Armenian forces in six weeks.',
    wikipedia: 'https://en.wikipedia.org/wiki/Second_Nagorno-Karabakh_War',
  },
  {
    year: 2020,
    name: 'Tigray War',
    description:
      "Ethiopia's federal army and Eritrean troops fought the forces of the Tigray region in a war marked by famine and mass atrocities.",
    wikipedia: 'https://en.wikipedia.org/wiki/Tigray_war',
  },
  {
    year: 2022,
    name: 'Russian invasion of Ukraine',
    description:
      'Russia launched a full-scale invasion from the north, east and south; Ukraine held Kyiv, and millions of people fled their homes.',
    wikipedia: 'https://en.wikipedia.org/wiki/Russian_invasion_of_Ukraine',
  },
  {
    year: 2023,
    name: 'Sudanese civil war',
    description:
      'The Sudanese army and the paramilitary Rapid Support Forces turned their guns on each other in Khartoum, displacing millions.',
    wikipedia: 'https://en.wikipedia.org/wiki/Sudanese_civil_war_(2023%E2%80%93present)',
  },
];
