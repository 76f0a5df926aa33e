import { useState } from "react";
import { useField } from "#app/components/forms/form-context.tsx";
import { variantUrl } from "#app/utils/media.ts";
import { ACCEPTED_PHOTOS, uploadPhoto } from "./photo-upload.ts";

interface Upload {
  id: number;
  name: string;
  percent: number;
}

let nextUploadId = 1;

function Thumbnail({ url, alt }: { url: string; alt: string }) {
  return (
    <img
      src={variantUrl(url, 400, "webp") ?? url}
      alt={alt}
      width={160}
      height={120}
      className="aspect-[4/3] w-40 rounded-md bg-slate-200 object-cover"
    />
  );
}

function Progress({ upload }: { upload: Upload }) {
  return (
    <div className="mt-2 text-sm">
      <label className="block text-muted">
        Uploading {upload.name}: {upload.percent}%
        <progress
          max={100}
          value={upload.percent}
          className="mt-1 block h-2 w-full max-w-xs accent-brand-700"
        />
      </label>
    </div>
  );
}

/**
 * A photo of a project: choosing a file uploads it at once, with a progress
 * bar, and the form keeps only the stored image's URL (a hidden field), so
 * saving the form never re-sends photos. `multiple` keeps a list.
 */
export function PhotoField({
  name,
  label,
  hint,
  initial,
  multiple = false,
  altFor,
  onChange,
}: {
  name: string;
  label: string;
  hint: string;
  initial: string[];
  multiple?: boolean;
  /** The text alternative of the n-th photo, from the project's title. */
  altFor: (index: number) => string;
  onChange?: (urls: string[]) => void;
}) {
  const field = useField(name, "hint");
  const [urls, setUrls] = useState(initial);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  function update(next: string[]) {
    setUrls(next);
    onChange?.(next);
  }

  async function upload(files: FileList | null) {
    if (!files || files.length === 0) return;
    setProblem(null);
    let next = multiple ? urls : [];
    for (const file of Array.from(files)) {
      const id = nextUploadId++;
      setUploads((current) => [
        ...current,
        { id, name: file.name, percent: 0 },
      ]);
      try {
        const url = await uploadPhoto(file, (percent) =>
          setUploads((current) =>
            current.map((item) =>
              item.id === id ? { ...item, percent } : item,
            ),
          ),
        );
        next = multiple ? [...next, url] : [url];
        update(next);
      } catch (error) {
        setProblem(
          `${file.name}: ${error instanceof Error ? error.message : "The photo could not be uploaded."}`,
        );
      } finally {
        setUploads((current) => current.filter((item) => item.id !== id));
      }
    }
  }

  const error = problem ?? field.error;
  return (
    <fieldset
      className="rounded-md border border-black/20 p-4"
      aria-describedby={[field.hintId, error ? field.errorId : undefined]
        .filter(Boolean)
        .join(" ")}
    >
      <legend className="px-1 font-semibold text-ink">{label}</legend>
      <p id={field.hintId} className="text-sm text-muted">
        {hint}
      </p>
      {error ? (
        <p
          id={field.errorId ?? `${field.id}-error`}
          role="alert"
          className="mt-1 text-sm font-semibold text-red-700"
        >
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      <input type="hidden" name={name} value={urls.join(" ")} />
      {urls.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-4">
          {urls.map((url, index) => (
            <li key={url} className="grid gap-2">
              <Thumbnail url={url} alt={altFor(index)} />
              <button
                type="button"
                onClick={() => update(urls.filter((other) => other !== url))}
                className="min-h-11 rounded-md border border-brand-700 px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                Remove<span className="sr-only"> {altFor(index)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {uploads.map((item) => (
        <Progress key={item.id} upload={item} />
      ))}
      <label htmlFor={field.id} className="mt-3 block text-sm font-semibold">
        {urls.length > 0 && !multiple
          ? "Replace the photo"
          : multiple
            ? "Add photos"
            : "Choose a photo"}
      </label>
      <input
        id={field.id}
        type="file"
        accept={ACCEPTED_PHOTOS}
        multiple={multiple}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          void upload(event.currentTarget.files);
          event.currentTarget.value = "";
        }}
        className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white"
      />
    </fieldset>
  );
}
