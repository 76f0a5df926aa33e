// Sends one photo to /admin/uploads with XMLHttpRequest, the one browser
// API that reports upload progress, and answers the stored image's URL.
export const UPLOAD_URL = "/admin/uploads";
export const ACCEPTED_PHOTOS = "image/jpeg,image/png,image/webp";

export function uploadPhoto(
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", UPLOAD_URL);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    request.onload = () => {
      const body = request.response as {
        url?: string;
        message?: string;
      } | null;
      if (request.status === 200 && body?.url) resolve(body.url);
      else if (request.status === 401 || request.responseURL.includes("/login"))
        reject(
          new Error(
            "Your session has ended. Please sign in again in another tab, then upload the photo again.",
          ),
        );
      else
        reject(
          new Error(
            body?.message ??
              "The photo could not be uploaded. Please try again.",
          ),
        );
    };
    request.onerror = () =>
      reject(
        new Error(
          "The photo could not be uploaded: the connection dropped. Please try again.",
        ),
      );
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}
