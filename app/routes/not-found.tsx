import { data } from "react-router";
import { NotFoundContent } from "#app/components/ui/not-found-content.tsx";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundContent />;
}
