/** The merchant web app's entry: state registry, then the app. */
import { RegistryProvider } from "@effect-atom/atom-react"
import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import "./app.css"
import { App } from "./app.js"

const root = document.getElementById("root")
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <RegistryProvider>
        <App />
      </RegistryProvider>
    </StrictMode>
  )
}
