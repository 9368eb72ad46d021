export { drawCover } from './cover/draw-cover.ts';
export type {
  CoverImages,
  DocumentMetadata,
  DocumentOutcome,
  ExtractedPage,
} from './document-outcome.ts';
export { processDocument } from './process-document.ts';
export { ensureProcessingDir, processingDirOf } from './processing-dir.ts';
export { defaultProcessingLimits, type ProcessingLimits } from './processing-limits.ts';
export { sniffFileKind } from './sniff-file-kind.ts';
export { sweepProcessingFolders } from './sweep-processing-folders.ts';
