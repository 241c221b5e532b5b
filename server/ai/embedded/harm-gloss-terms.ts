/**
 * The words of harm in the languages a visitor may write in, said in English for the harm rules (harm-gloss.ts).
 * A term is a word start, or a whole word when it ends in '$'; accents and case do not matter.
 */
export const HARM_GLOSSES: Record<string, readonly (readonly [string, string])[]> = {
  es: [
    ['reseñ', 'reviews'],
    ['escrib', 'write'],
    ['como si fuer', 'as if they were'],
    ['clientes distintos', 'different customers'],
  ],
}
