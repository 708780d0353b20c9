/**
 * The app's upload rules as the SDK's check before an upload (stream-chat's
 * `AttachmentManager.getUploadConfigCheck`) can read them. A rule may name MIME types by pattern
 * (`image/*`: the embedded chat server's default for images, which it applies as a pattern); the
 * SDK compares each entry with the file's type as an exact string, so an allowed `image/*`
 * refused every picture in the composer ("blocked", never uploaded). An allowed list with a
 * pattern in it is left to the chat server, which applies it when the file arrives and answers
 * with its reason; the rules the SDK reads right (extensions, exact types, the size limit) stay
 * with the SDK, which says at once.
 */
import type { AppSettingsAPIResponse, FileUploadConfig } from 'stream-chat';

const hasPattern = (types: string[] | null | undefined): boolean =>
  (types ?? []).some((type) => type.includes('*'));

function readable(rules: FileUploadConfig | undefined): FileUploadConfig | undefined {
  if (!rules || !hasPattern(rules.allowed_mime_types)) return rules;
  const { allowed_mime_types: _forTheServer, ...rest } = rules;
  return rest;
}

export function uploadRulesTheSdkReads(answer: AppSettingsAPIResponse): AppSettingsAPIResponse {
  const { app } = answer;
  if (!app) return answer;
  return {
    ...answer,
    app: {
      ...app,
      file_upload_config: readable(app.file_upload_config),
      image_upload_config: readable(app.image_upload_config),
    },
  };
}
