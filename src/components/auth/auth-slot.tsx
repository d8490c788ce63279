/**
 * What the shell needs to know about sign-in, without depending on Clerk: the mode and the user
 * button to render (null in local mode or when Clerk failed to load: the spec's "user button
 * shows nothing").
 */
import { createContext, useContext, type ComponentType } from 'react'

interface AuthSlot {
  mode: 'local' | 'clerk'
  UserButton: ComponentType | null
}

export const AuthSlotContext = createContext<AuthSlot>({ mode: 'local', UserButton: null })

export function useAuthSlot(): AuthSlot {
  return useContext(AuthSlotContext)
}
