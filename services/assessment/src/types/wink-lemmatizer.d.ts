declare module 'wink-lemmatizer' {
  /** WordNet-based lemmatisation of one lower-case word, by part of speech. */
  const lemmatizer: {
    verb(word: string): string;
    noun(word: string): string;
    adjective(word: string): string;
  };
  export default lemmatizer;
}
