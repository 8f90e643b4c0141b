import { defineSection } from '../define-section.ts';

/** Messages of the validation rules (docs/product/validation.md); en is the spec's exact wording. */
export const validation = defineSection({
  en: {
    detailsNameTooShort: 'Name must be at least 3 characters.',
    detailsPhoneInvalid: 'Please enter a valid phone number.',
    phoneCountryNotAllowed: 'This form only takes phone numbers from {countries}.',
    firstNameLength: 'First name must be between 2 and 20 characters.',
    lastNameLength: 'Last name must be between 2 and 20 characters.',
    doctorFormRequired: 'Please fill all required fields: First Name, Last Name, and Email.',
    messageTooShort: 'Message must be at least 3 characters long.',
    weightInvalid: 'Please enter a valid weight (50-500 lbs).',
    heightInvalid: 'Please enter a valid height (Feet: 1-10, Inches: 0-11).',
    fileTypeInvalid: 'Please upload a PNG, JPEG, or JPG file.',
    uploadFailed: 'Failed to upload image.',
    uploadSlotCount: 'Invalid number of presigned urls',
  },
  es: {
    detailsNameTooShort: 'El nombre debe tener al menos 3 caracteres.',
    detailsPhoneInvalid: 'Por favor, introduce un número de teléfono válido.',
    phoneCountryNotAllowed: 'Este formulario solo acepta teléfonos de {countries}.',
    firstNameLength: 'El nombre debe tener entre 2 y 20 caracteres.',
    lastNameLength: 'El apellido debe tener entre 2 y 20 caracteres.',
    doctorFormRequired:
      'Por favor, completa todos los campos obligatorios: Nombre, Apellido y Correo electrónico.',
    messageTooShort: 'El mensaje debe tener al menos 3 caracteres.',
    weightInvalid: 'Por favor, introduce un peso válido (50-500 lbs).',
    heightInvalid: 'Por favor, introduce una altura válida (Pies: 1-10, Pulgadas: 0-11).',
    fileTypeInvalid: 'Por favor, sube un archivo PNG, JPEG o JPG.',
    uploadFailed: 'No se pudo subir la imagen.',
    uploadSlotCount: 'Número inválido de URL prefirmadas',
  },
});
