/**
 * Everyday words WordNet (from 2011) lacks in the sense a player means: phones, the internet and
 * games. Each is a base word in one word class; its regular inflections (selfies, texted, streaming)
 * score through it, although the frequency list (older still) may lack them. Our sense is shown
 * instead of WordNet's in the same word class (online is not a railroad route, tablet not a slab of
 * stone); a word WordNet knows better in another class keeps that (stream: the brook). Definitions
 * are written in WordNet's style: lower case, one line, no full stop.
 */
export const WORDS_OF_TODAY: Readonly<
  Record<'noun' | 'verb' | 'adjective', Readonly<Record<string, string>>>
> = {
  noun: {
    app: 'a program for a phone, a tablet or a computer',
    avatar: 'a picture or figure that stands for a person in a game or online',
    blog: 'a website where someone writes regular posts about their life or interests',
    chatbot: 'a computer program that holds a conversation in writing',
    ebook: 'a book read on a screen',
    email: 'a message sent from one computer or phone to another over the internet',
    emoji: 'a small picture used in a text message to show a feeling or an idea',
    emoticon: 'a face made of letters and punctuation marks, such as :-)',
    gamer: 'a person who plays video games',
    hashtag: 'a word or phrase after the sign # that marks a post as being about one topic',
    inbox: 'the place where the messages sent to someone arrive',
    laptop: 'a small computer that folds shut and can be carried',
    login: 'the name and password that let someone into a website or an app',
    meme: 'a funny picture, video or phrase that is copied and shared widely online',
    podcast: 'a series of recorded talks or shows to download or stream and listen to',
    selfie: 'a photograph that someone takes of themselves, usually with a phone',
    smartphone: 'a mobile phone that can also run apps and go on the internet',
    tablet: 'a flat computer with a touch screen, bigger than a phone',
    text: 'a short written message sent from one phone to another',
    tweet: 'a short message posted on a social website',
    upload: 'a file sent from a computer or phone to a website',
    username: 'the name someone uses to log in to a website or an app',
    vlog: 'a blog made of videos',
    webcam: 'a small camera that sends pictures over the internet',
    website: 'a set of pages on the internet that belong together',
    wifi: 'a way of connecting to the internet without wires',
  },
  verb: {
    blog: 'write posts for a blog',
    download: 'copy a file from the internet onto a computer or phone',
    email: 'send someone an email',
    google: 'search for something on the internet',
    livestream: 'show something on the internet as it happens',
    podcast: 'make a podcast',
    stream: 'watch or listen to something over the internet while it arrives',
    text: 'send someone a short written message from a phone',
    tweet: 'post a short message on a social website',
    unfollow: 'stop getting the posts of someone on a social website',
    upload: 'send a file from a computer or phone to a website',
    vlog: 'make videos for a vlog',
  },
  adjective: {
    offline: 'not connected to the internet',
    online: 'connected to the internet, or done over it',
  },
};
