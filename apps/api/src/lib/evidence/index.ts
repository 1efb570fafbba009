/**
 * Evidence images (the photo of a transfer, a receipt) attached to a record of another module:
 * one upload, one storage, one way of serving them. A module's routes take `evidencePipeline`;
 * the public catalogue images share the upload (`makeStoreImage`, `readUpload`).
 */
export {
  EVIDENCE_HEADERS,
  EVIDENCE_UPLOAD_OPTIONS,
  evidenceFileName,
  evidencePipeline,
  sendEvidence,
  type EvidenceOwner,
  type EvidencePipeline,
  type StoredEvidence,
} from './evidence';
export { makeStoreImage, PRIVATE_IMAGE_FOLDER, readUpload } from './upload-image';
