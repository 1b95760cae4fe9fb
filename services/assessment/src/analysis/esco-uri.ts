/**
 * ESCO concept URIs, apart from the analyzer: the service's main thread needs this test, not the analyzer's modules
 * (wink-nlp's model and the indexes load in the analysis worker only).
 */
export const ESCO_BASE = 'http://data.europa.eu/esco/';

export const isEscoUri = (uri: string) => uri.startsWith(ESCO_BASE);
