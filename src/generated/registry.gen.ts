// generated — do not edit. Source: schemas/*.schema.json. Regenerate with `npm run gen`.

import type { RecordDefinition } from '../shared/recordDefinition';

export const RECORD_NAMES = ["appointment","bookingCommunication","bookingWidget","checkoutType","contact","coupon","invoice","invoiceTemplate","invoicingSettings","onlinePresence","project","queryList","service","serviceCategory","tag","vatRate"] as const;
export type RecordName = (typeof RECORD_NAMES)[number];

export const registry: Record<RecordName, RecordDefinition> = {
  appointment: {
    "name": "appointment",
    "resource": "appointments",
    "backend": "common",
    "table": "appointments",
    "tableExport": "appointments",
    "idField": "appointment_id",
    "centreField": "centre_fk",
    "label": "records.appointment._title",
    "representation": "%{date} %{startTime}",
    "schema": {
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": "Appointment",
      "description": "An appointment of a therapist (spec behaviour §3 Appointment, wording §3 Appointment/event). Its life cycle (status, times, series, cancel and undo) lives in src/server/services/appointments/; the generic CRUD routes are off.",
      "type": "object",
      "additionalProperties": false,
      "x-record": {
        "resource": "appointments",
        "idField": "appointment_id",
        "centreField": "centre_fk",
        "defaultSort": [
          "date",
          "ASC"
        ],
        "representation": "%{date} %{startTime}",
        "genericRoutes": false
      },
      "required": [
        "date",
        "startTime",
        "endTime",
        "resourceId"
      ],
      "properties": {
        "appointment_id": {
          "type": "string",
          "format": "uuid",
          "x-list": {
            "filterable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Same as appointment_id (react-admin needs an id).",
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "centre_fk": {
          "type": "string",
          "format": "uuid",
          "x-readOnly": true,
          "x-label": "records._common.centre"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "x-list": {
            "sortable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.createdAt"
        },
        "updatedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records._common.updatedAt"
        },
        "date": {
          "$ref": "#/$defs/date",
          "description": "Local date of the start in the centre's zone.",
          "x-list": {
            "column": true,
            "sortable": true,
            "filterable": "range"
          },
          "x-label": "records.appointment.date"
        },
        "startTime": {
          "$ref": "#/$defs/time",
          "x-list": {
            "column": true
          },
          "x-label": "records.appointment.startTime"
        },
        "endTime": {
          "$ref": "#/$defs/time",
          "description": "At or before startTime: the next day.",
          "x-list": {
            "column": true
          },
          "x-label": "records.appointment.endTime"
        },
        "startBufferTime": {
          "type": "integer",
          "minimum": 0,
          "maximum": 480,
          "default": 0,
          "description": "Minutes kept free before the appointment.",
          "x-label": "records.appointment.startBufferTime"
        },
        "endBufferTime": {
          "type": "integer",
          "minimum": 0,
          "maximum": 480,
          "default": 0,
          "description": "Minutes kept free after the appointment.",
          "x-label": "records.appointment.endBufferTime"
        },
        "resourceId": {
          "$ref": "#/$defs/uuid",
          "description": "The therapist's user id.",
          "x-list": {
            "column": true,
            "filterable": "eq"
          },
          "x-storage": {
            "index": true
          },
          "x-label": "records.appointment.resourceId"
        },
        "contact_fk": {
          "$ref": "#/$defs/uuid",
          "x-ref": "contact",
          "x-list": {
            "column": true,
            "filterable": "eq"
          },
          "x-storage": {
            "index": true
          },
          "x-label": "records.appointment.contact_fk"
        },
        "service_fk": {
          "$ref": "#/$defs/uuid",
          "x-ref": "service",
          "x-list": {
            "column": true,
            "filterable": "eq"
          },
          "x-label": "records.appointment.service_fk"
        },
        "title": {
          "type": "string",
          "maxLength": 200,
          "x-list": {
            "column": true,
            "searchable": true
          },
          "x-label": "records.appointment.title"
        },
        "numberOfPeople": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100,
          "default": 1,
          "x-label": "records.appointment.numberOfPeople"
        },
        "notes": {
          "type": "string",
          "maxLength": 5000,
          "x-label": "records.appointment.notes"
        },
        "template": {
          "type": "string",
          "maxLength": 100,
          "description": "Name of the event template it was created from.",
          "x-label": "records.appointment.template"
        },
        "status": {
          "type": "string",
          "enum": [
            "DRAFT",
            "UNCONFIRMED",
            "BOOKED",
            "CONFIRMED",
            "IMPORTED",
            "PROVIDED",
            "FINISHED",
            "BILLED",
            "CANCELLED",
            "DENIED",
            "DELETED",
            "ARCHIVED"
          ],
          "default": "CONFIRMED",
          "x-readOnly": true,
          "description": "Changed by the life-cycle calls only (transitions table in services/appointments/transitions.ts).",
          "x-list": {
            "column": true,
            "filterable": "eq"
          },
          "x-label": "records.appointment.status",
          "x-enumLabels": {
            "DRAFT": "records.appointment.statusOptions.DRAFT",
            "UNCONFIRMED": "records.appointment.statusOptions.UNCONFIRMED",
            "BOOKED": "records.appointment.statusOptions.BOOKED",
            "CONFIRMED": "records.appointment.statusOptions.CONFIRMED",
            "IMPORTED": "records.appointment.statusOptions.IMPORTED",
            "PROVIDED": "records.appointment.statusOptions.PROVIDED",
            "FINISHED": "records.appointment.statusOptions.FINISHED",
            "BILLED": "records.appointment.statusOptions.BILLED",
            "CANCELLED": "records.appointment.statusOptions.CANCELLED",
            "DENIED": "records.appointment.statusOptions.DENIED",
            "DELETED": "records.appointment.statusOptions.DELETED",
            "ARCHIVED": "records.appointment.statusOptions.ARCHIVED"
          }
        },
        "duration": {
          "type": "integer",
          "minimum": 1,
          "maximum": 1440,
          "x-readOnly": true,
          "description": "Minutes from start to end.",
          "x-label": "records.appointment.duration"
        },
        "postedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records.appointment.postedAt"
        },
        "startsAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "description": "UTC instant of the start.",
          "x-list": {
            "sortable": true,
            "filterable": "range"
          },
          "x-label": "records.appointment.startsAt"
        },
        "endsAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records.appointment.endsAt"
        },
        "busyFrom": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "description": "Start minus the buffer before: the therapist is busy from here (no-overlap constraint).",
          "x-label": "records.appointment.busyFrom"
        },
        "busyUntil": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "description": "End plus the buffer after.",
          "x-label": "records.appointment.busyUntil"
        },
        "series_fk": {
          "$ref": "#/$defs/uuid",
          "x-readOnly": true,
          "x-storage": {
            "index": true
          },
          "x-label": "records.appointment.series_fk"
        },
        "seriesIndex": {
          "type": "integer",
          "minimum": 0,
          "x-readOnly": true,
          "x-label": "records.appointment.seriesIndex"
        },
        "isException": {
          "type": "boolean",
          "default": false,
          "x-readOnly": true,
          "description": "Moved by hand: edits of the whole series leave it alone.",
          "x-label": "records.appointment.isException"
        },
        "groupEvent_fk": {
          "$ref": "#/$defs/uuid",
          "x-readOnly": true,
          "x-storage": {
            "index": true
          },
          "description": "The group slot (its first appointment) this client joined: an entry shares the slot's time and does not hold the therapist a second time.",
          "x-label": "records.appointment.groupEvent_fk"
        },
        "project_fk": {
          "$ref": "#/$defs/uuid",
          "x-ref": {
            "record": "project",
            "onDelete": "set null"
          },
          "x-readOnly": true,
          "description": "The client's case (update-project).",
          "x-label": "records.appointment.project_fk"
        },
        "invoiceStatus": {
          "type": "string",
          "maxLength": 20,
          "x-readOnly": true,
          "x-label": "records.appointment.invoiceStatus"
        },
        "cancelledAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records.appointment.cancelledAt"
        },
        "cancelBatch": {
          "$ref": "#/$defs/uuid",
          "x-readOnly": true,
          "description": "The cancel call that cancelled it, which undoCancel reverts as a whole.",
          "x-label": "records.appointment.cancelBatch"
        },
        "statusBeforeCancel": {
          "type": "string",
          "maxLength": 20,
          "x-readOnly": true,
          "x-label": "records.appointment.statusBeforeCancel"
        },
        "deletedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "description": "When it was deleted: restorable for 30 days, then purged (README \"Appointments\").",
          "x-label": "records.appointment.deletedAt"
        },
        "statusBeforeDelete": {
          "type": "string",
          "maxLength": 20,
          "x-readOnly": true,
          "description": "The status a restore puts back.",
          "x-label": "records.appointment.statusBeforeDelete"
        },
        "documents": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/uuid"
          },
          "maxItems": 50,
          "default": [],
          "x-readOnly": true,
          "x-label": "records.appointment.documents"
        },
        "items": {
          "type": "array",
          "maxItems": 100,
          "default": [],
          "x-readOnly": true,
          "description": "The services performed, which invoicing bills (add-items, edit-item, remove-item).",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "item_id",
              "service_fk",
              "count",
              "ppu"
            ],
            "properties": {
              "item_id": {
                "$ref": "#/$defs/uuid",
                "x-label": "records.appointment.items_item_id"
              },
              "service_fk": {
                "$ref": "#/$defs/uuid",
                "x-label": "records.appointment.items_service_fk"
              },
              "count": {
                "type": "number",
                "exclusiveMinimum": 0,
                "maximum": 10000,
                "x-label": "records.appointment.items_count"
              },
              "ppu": {
                "$ref": "#/$defs/money",
                "x-label": "records.appointment.items_ppu"
              }
            }
          },
          "x-label": "records.appointment.items"
        }
      },
      "x-label": "records.appointment._title",
      "$defs": {
        "date": {
          "title": "IsoDate",
          "description": "A calendar date, YYYY-MM-DD.",
          "type": "string",
          "format": "date"
        },
        "money": {
          "title": "Money",
          "description": "An amount in Rappen (cents): CHF 12.50 is 1250.",
          "type": "integer",
          "minimum": 0,
          "maximum": 2000000000
        },
        "time": {
          "title": "TimeOfDay",
          "description": "A time of day, HH:mm (24 h).",
          "type": "string",
          "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
          "maxLength": 50
        },
        "uuid": {
          "title": "Uuid",
          "type": "string",
          "format": "uuid"
        }
      }
    },
    "fields": [
      {
        "name": "appointment_id",
        "path": [
          "appointment_id"
        ],
        "column": "appointment_id",
        "key": "appointmentId",
        "kind": "uuid",
        "notNull": true,
        "role": "id",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.id",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "centre_fk",
        "path": [
          "centre_fk"
        ],
        "column": "centre_id",
        "key": "centreId",
        "kind": "uuid",
        "notNull": true,
        "role": "centre",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.centre",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "createdAt",
        "path": [
          "createdAt"
        ],
        "column": "created_at",
        "key": "createdAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "createdAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.createdAt",
        "list": {
          "column": false,
          "sortable": true,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "updatedAt",
        "path": [
          "updatedAt"
        ],
        "column": "updated_at",
        "key": "updatedAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "updatedAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.updatedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "date",
        "path": [
          "date"
        ],
        "column": "date",
        "key": "date",
        "kind": "date",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.appointment.date",
        "list": {
          "column": true,
          "sortable": true,
          "filter": "range",
          "searchable": false
        }
      },
      {
        "name": "startTime",
        "path": [
          "startTime"
        ],
        "column": "start_time",
        "key": "startTime",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.appointment.startTime",
        "list": {
          "column": true,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "endTime",
        "path": [
          "endTime"
        ],
        "column": "end_time",
        "key": "endTime",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.appointment.endTime",
        "list": {
          "column": true,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "startBufferTime",
        "path": [
          "startBufferTime"
        ],
        "column": "start_buffer_time",
        "key": "startBufferTime",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.appointment.startBufferTime",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 0
      },
      {
        "name": "endBufferTime",
        "path": [
          "endBufferTime"
        ],
        "column": "end_buffer_time",
        "key": "endBufferTime",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.appointment.endBufferTime",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 0
      },
      {
        "name": "resourceId",
        "path": [
          "resourceId"
        ],
        "column": "resource_id",
        "key": "resourceId",
        "kind": "uuid",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.appointment.resourceId",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "indexed": true
      },
      {
        "name": "contact_fk",
        "path": [
          "contact_fk"
        ],
        "column": "contact_fk",
        "key": "contactFk",
        "kind": "uuid",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.appointment.contact_fk",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "indexed": true,
        "ref": {
          "record": "contact",
          "table": "contacts",
          "column": "contact_id",
          "onDelete": "set null"
        }
      },
      {
        "name": "service_fk",
        "path": [
          "service_fk"
        ],
        "column": "service_fk",
        "key": "serviceFk",
        "kind": "uuid",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.appointment.service_fk",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "ref": {
          "record": "service",
          "table": "services",
          "column": "service_id",
          "onDelete": "set null"
        }
      },
      {
        "name": "title",
        "path": [
          "title"
        ],
        "column": "title",
        "key": "title",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.appointment.title",
        "list": {
          "column": true,
          "sortable": false,
          "filter": null,
          "searchable": true
        }
      },
      {
        "name": "numberOfPeople",
        "path": [
          "numberOfPeople"
        ],
        "column": "number_of_people",
        "key": "numberOfPeople",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.appointment.numberOfPeople",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 1
      },
      {
        "name": "notes",
        "path": [
          "notes"
        ],
        "column": "notes",
        "key": "notes",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.appointment.notes",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "template",
        "path": [
          "template"
        ],
        "column": "template",
        "key": "template",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.appointment.template",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "status",
        "path": [
          "status"
        ],
        "column": "status",
        "key": "status",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.status",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "default": "CONFIRMED"
      },
      {
        "name": "duration",
        "path": [
          "duration"
        ],
        "column": "duration",
        "key": "duration",
        "kind": "integer",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.duration",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "postedAt",
        "path": [
          "postedAt"
        ],
        "column": "posted_at",
        "key": "postedAt",
        "kind": "timestamp",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.postedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "startsAt",
        "path": [
          "startsAt"
        ],
        "column": "starts_at",
        "key": "startsAt",
        "kind": "timestamp",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.startsAt",
        "list": {
          "column": false,
          "sortable": true,
          "filter": "range",
          "searchable": false
        }
      },
      {
        "name": "endsAt",
        "path": [
          "endsAt"
        ],
        "column": "ends_at",
        "key": "endsAt",
        "kind": "timestamp",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.endsAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "busyFrom",
        "path": [
          "busyFrom"
        ],
        "column": "busy_from",
        "key": "busyFrom",
        "kind": "timestamp",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.busyFrom",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "busyUntil",
        "path": [
          "busyUntil"
        ],
        "column": "busy_until",
        "key": "busyUntil",
        "kind": "timestamp",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.busyUntil",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "series_fk",
        "path": [
          "series_fk"
        ],
        "column": "series_fk",
        "key": "seriesFk",
        "kind": "uuid",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.series_fk",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "indexed": true
      },
      {
        "name": "seriesIndex",
        "path": [
          "seriesIndex"
        ],
        "column": "series_index",
        "key": "seriesIndex",
        "kind": "integer",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.seriesIndex",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "isException",
        "path": [
          "isException"
        ],
        "column": "is_exception",
        "key": "isException",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.isException",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": false
      },
      {
        "name": "groupEvent_fk",
        "path": [
          "groupEvent_fk"
        ],
        "column": "group_event_fk",
        "key": "groupEventFk",
        "kind": "uuid",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.groupEvent_fk",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "indexed": true
      },
      {
        "name": "project_fk",
        "path": [
          "project_fk"
        ],
        "column": "project_fk",
        "key": "projectFk",
        "kind": "uuid",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.project_fk",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "ref": {
          "record": "project",
          "table": "projects",
          "column": "project_id",
          "onDelete": "set null"
        }
      },
      {
        "name": "invoiceStatus",
        "path": [
          "invoiceStatus"
        ],
        "column": "invoice_status",
        "key": "invoiceStatus",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.invoiceStatus",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "cancelledAt",
        "path": [
          "cancelledAt"
        ],
        "column": "cancelled_at",
        "key": "cancelledAt",
        "kind": "timestamp",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.cancelledAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "cancelBatch",
        "path": [
          "cancelBatch"
        ],
        "column": "cancel_batch",
        "key": "cancelBatch",
        "kind": "uuid",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.cancelBatch",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "statusBeforeCancel",
        "path": [
          "statusBeforeCancel"
        ],
        "column": "status_before_cancel",
        "key": "statusBeforeCancel",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.statusBeforeCancel",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "deletedAt",
        "path": [
          "deletedAt"
        ],
        "column": "deleted_at",
        "key": "deletedAt",
        "kind": "timestamp",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.deletedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "statusBeforeDelete",
        "path": [
          "statusBeforeDelete"
        ],
        "column": "status_before_delete",
        "key": "statusBeforeDelete",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.statusBeforeDelete",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "documents",
        "path": [
          "documents"
        ],
        "column": "documents",
        "key": "documents",
        "kind": "jsonb",
        "notNull": true,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.documents",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": []
      },
      {
        "name": "items",
        "path": [
          "items"
        ],
        "column": "items",
        "key": "items",
        "kind": "jsonb",
        "notNull": true,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.appointment.items",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": []
      }
    ],
    "list": {
      "columns": [
        "date",
        "startTime",
        "endTime",
        "resourceId",
        "contact_fk",
        "service_fk",
        "title",
        "status"
      ],
      "sortable": [
        "createdAt",
        "date",
        "startsAt"
      ],
      "filters": [
        {
          "field": "appointment_id",
          "operator": "eq"
        },
        {
          "field": "date",
          "operator": "range"
        },
        {
          "field": "resourceId",
          "operator": "eq"
        },
        {
          "field": "contact_fk",
          "operator": "eq"
        },
        {
          "field": "service_fk",
          "operator": "eq"
        },
        {
          "field": "status",
          "operator": "eq"
        },
        {
          "field": "startsAt",
          "operator": "range"
        }
      ],
      "search": [
        "title"
      ],
      "searchExpression": "translate(lower(coalesce(\"title\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')",
      "searchColumn": "search_text",
      "defaultSort": {
        "field": "date",
        "order": "ASC"
      }
    },
    "routes": {
      "base": "/api/clinics/:cid/appointments",
      "aliases": []
    },
    "writeRoles": null,
    "genericRoutes": false
  },
  bookingCommunication: {
    "name": "bookingCommunication",
    "resource": "booking-communication",
    "backend": "common",
    "table": "booking_communication_settings",
    "tableExport": "bookingCommunicationSettings",
    "idField": "booking_communication_id",
    "centreField": "centre_fk",
    "label": "records.bookingCommunication._title",
    "representation": null,
    "schema": {
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": "BookingCommunication",
      "description": "How a centre notifies clients about online bookings: reminder lead times (held as \"24h\" on the wire, stored as hours: behaviour §5, §9), e-mail and SMS per notification type (wording §9) and the SMS sender name.",
      "type": "object",
      "additionalProperties": false,
      "x-record": {
        "resource": "booking-communication",
        "table": "booking_communication_settings",
        "idField": "booking_communication_id",
        "centreField": "centre_fk",
        "singleton": true,
        "writeRoles": [
          "OWNER",
          "ADMIN"
        ]
      },
      "properties": {
        "booking_communication_id": {
          "type": "string",
          "format": "uuid",
          "x-list": {
            "filterable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Same as centre_fk (one record per centre) (react-admin needs an id).",
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "centre_fk": {
          "type": "string",
          "format": "uuid",
          "x-readOnly": true,
          "x-label": "records._common.centre"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "x-list": {
            "sortable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.createdAt"
        },
        "updatedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records._common.updatedAt"
        },
        "firstReminder": {
          "type": "string",
          "enum": [
            "12h",
            "24h",
            "48h"
          ],
          "default": "24h",
          "description": "Lead time of the first reminder before the appointment.",
          "x-storage": {
            "type": "integer",
            "suffix": "h"
          },
          "x-label": "records.bookingCommunication.firstReminder",
          "x-enumLabels": {
            "12h": "records.bookingCommunication.firstReminderOptions.12h",
            "24h": "records.bookingCommunication.firstReminderOptions.24h",
            "48h": "records.bookingCommunication.firstReminderOptions.48h"
          }
        },
        "secondReminder": {
          "type": "string",
          "enum": [
            "1h",
            "2h",
            "3h"
          ],
          "default": "2h",
          "description": "Lead time of the second reminder before the appointment.",
          "x-storage": {
            "type": "integer",
            "suffix": "h"
          },
          "x-label": "records.bookingCommunication.secondReminder",
          "x-enumLabels": {
            "1h": "records.bookingCommunication.secondReminderOptions.1h",
            "2h": "records.bookingCommunication.secondReminderOptions.2h",
            "3h": "records.bookingCommunication.secondReminderOptions.3h"
          }
        },
        "email": {
          "type": "object",
          "additionalProperties": false,
          "default": {},
          "x-storage": {
            "flatten": true
          },
          "properties": {
            "request": {
              "type": "boolean",
              "default": true,
              "x-label": "records.bookingCommunication.email_request"
            },
            "confirmation": {
              "type": "boolean",
              "default": true,
              "x-label": "records.bookingCommunication.email_confirmation"
            },
            "change": {
              "type": "boolean",
              "default": true,
              "x-label": "records.bookingCommunication.email_change"
            },
            "cancellation": {
              "type": "boolean",
              "default": true,
              "x-label": "records.bookingCommunication.email_cancellation"
            },
            "firstReminder": {
              "type": "boolean",
              "default": true,
              "x-label": "records.bookingCommunication.email_firstReminder"
            },
            "secondReminder": {
              "type": "boolean",
              "default": true,
              "x-label": "records.bookingCommunication.email_secondReminder"
            }
          },
          "description": "Notification types sent to clients by e-mail.",
          "x-label": "records.bookingCommunication.email"
        },
        "sms": {
          "type": "object",
          "additionalProperties": false,
          "default": {},
          "x-storage": {
            "flatten": true
          },
          "properties": {
            "request": {
              "type": "boolean",
              "default": false,
              "x-label": "records.bookingCommunication.sms_request"
            },
            "confirmation": {
              "type": "boolean",
              "default": false,
              "x-label": "records.bookingCommunication.sms_confirmation"
            },
            "change": {
              "type": "boolean",
              "default": false,
              "x-label": "records.bookingCommunication.sms_change"
            },
            "cancellation": {
              "type": "boolean",
              "default": false,
              "x-label": "records.bookingCommunication.sms_cancellation"
            },
            "firstReminder": {
              "type": "boolean",
              "default": false,
              "x-label": "records.bookingCommunication.sms_firstReminder"
            },
            "secondReminder": {
              "type": "boolean",
              "default": false,
              "x-label": "records.bookingCommunication.sms_secondReminder"
            }
          },
          "description": "Notification types sent to clients by SMS (uses SMS credit).",
          "x-label": "records.bookingCommunication.sms"
        },
        "nickname": {
          "type": "string",
          "minLength": 1,
          "maxLength": 11,
          "pattern": "^[A-Za-z0-9 .&-]+$",
          "description": "SMS sender name: at most 11 letters, digits or spaces (shown instead of a number).",
          "x-label": "records.bookingCommunication.nickname"
        }
      },
      "x-label": "records.bookingCommunication._title"
    },
    "fields": [
      {
        "name": "booking_communication_id",
        "path": [
          "booking_communication_id"
        ],
        "column": "booking_communication_id",
        "key": "bookingCommunicationId",
        "kind": "uuid",
        "notNull": true,
        "role": "id",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.id",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "centre_fk",
        "path": [
          "centre_fk"
        ],
        "column": "centre_id",
        "key": "centreId",
        "kind": "uuid",
        "notNull": true,
        "role": "centre",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.centre",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "createdAt",
        "path": [
          "createdAt"
        ],
        "column": "created_at",
        "key": "createdAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "createdAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.createdAt",
        "list": {
          "column": false,
          "sortable": true,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "updatedAt",
        "path": [
          "updatedAt"
        ],
        "column": "updated_at",
        "key": "updatedAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "updatedAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.updatedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "firstReminder",
        "path": [
          "firstReminder"
        ],
        "column": "first_reminder",
        "key": "firstReminder",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingCommunication.firstReminder",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "suffix": "h",
        "default": 24
      },
      {
        "name": "secondReminder",
        "path": [
          "secondReminder"
        ],
        "column": "second_reminder",
        "key": "secondReminder",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingCommunication.secondReminder",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "suffix": "h",
        "default": 2
      },
      {
        "name": "email.request",
        "path": [
          "email",
          "request"
        ],
        "column": "email_request",
        "key": "emailRequest",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingCommunication.email_request",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": true
      },
      {
        "name": "email.confirmation",
        "path": [
          "email",
          "confirmation"
        ],
        "column": "email_confirmation",
        "key": "emailConfirmation",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingCommunication.email_confirmation",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": true
      },
      {
        "name": "email.change",
        "path": [
          "email",
          "change"
        ],
        "column": "email_change",
        "key": "emailChange",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingCommunication.email_change",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": true
      },
      {
        "name": "email.cancellation",
        "path": [
          "email",
          "cancellation"
        ],
        "column": "email_cancellation",
        "key": "emailCancellation",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingCommunication.email_cancellation",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": true
      },
      {
        "name": "email.firstReminder",
        "path": [
          "email",
          "firstReminder"
        ],
        "column": "email_first_reminder",
        "key": "emailFirstReminder",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingCommunication.email_firstReminder",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": true
      },
      {
        "name": "email.secondReminder",
        "path": [
          "email",
          "secondReminder"
        ],
        "column": "email_second_reminder",
        "key": "emailSecondReminder",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingCommunication.email_secondReminder",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": true
      },
      {
        "name": "sms.request",
        "path": [
          "sms",
          "request"
        ],
        "column": "sms_request",
        "key": "smsRequest",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingCommunication.sms_request",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": false
      },
      {
        "name": "sms.confirmation",
        "path": [
          "sms",
          "confirmation"
        ],
        "column": "sms_confirmation",
        "key": "smsConfirmation",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingCommunication.sms_confirmation",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": false
      },
      {
        "name": "sms.change",
        "path": [
          "sms",
          "change"
        ],
        "column": "sms_change",
        "key": "smsChange",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingCommunication.sms_change",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": false
      },
      {
        "name": "sms.cancellation",
        "path": [
          "sms",
          "cancellation"
        ],
        "column": "sms_cancellation",
        "key": "smsCancellation",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingCommunication.sms_cancellation",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": false
      },
      {
        "name": "sms.firstReminder",
        "path": [
          "sms",
          "firstReminder"
        ],
        "column": "sms_first_reminder",
        "key": "smsFirstReminder",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingCommunication.sms_firstReminder",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": false
      },
      {
        "name": "sms.secondReminder",
        "path": [
          "sms",
          "secondReminder"
        ],
        "column": "sms_second_reminder",
        "key": "smsSecondReminder",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingCommunication.sms_secondReminder",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": false
      },
      {
        "name": "nickname",
        "path": [
          "nickname"
        ],
        "column": "nickname",
        "key": "nickname",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingCommunication.nickname",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      }
    ],
    "list": {
      "columns": [],
      "sortable": [
        "createdAt"
      ],
      "filters": [
        {
          "field": "booking_communication_id",
          "operator": "eq"
        }
      ],
      "search": [],
      "searchExpression": null,
      "searchColumn": null,
      "defaultSort": {
        "field": "createdAt",
        "order": "DESC"
      }
    },
    "routes": {
      "base": "/api/clinics/:cid/settings/booking-communication",
      "aliases": []
    },
    "writeRoles": [
      "OWNER",
      "ADMIN"
    ],
    "singleton": true
  },
  bookingWidget: {
    "name": "bookingWidget",
    "resource": "bookings",
    "backend": "common",
    "table": "booking_widgets",
    "tableExport": "bookingWidgets",
    "idField": "booking_widget_id",
    "centreField": "centre_fk",
    "label": "records.bookingWidget._title",
    "representation": "%{name}",
    "schema": {
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": "BookingWidget",
      "description": "A booking button a practice embeds in a website (wording §2 booking widget configuration: template name, button colour, font, size and text, services and therapists, embed code and URLs). A centre may have several, e.g. one per website or per therapist.",
      "type": "object",
      "additionalProperties": false,
      "x-record": {
        "resource": "bookings",
        "table": "booking_widgets",
        "idField": "booking_widget_id",
        "centreField": "centre_fk",
        "defaultSort": [
          "name",
          "ASC"
        ],
        "representation": "%{name}",
        "writeRoles": [
          "OWNER",
          "ADMIN"
        ],
        "aliases": [
          {
            "method": "GET",
            "url": "/api/bookings",
            "op": "list",
            "centre": {
              "from": "query",
              "key": "centreId",
              "fallback": "activeCentre"
            }
          },
          {
            "method": "POST",
            "url": "/api/bookings",
            "op": "create",
            "centre": {
              "from": "query",
              "key": "centreId",
              "fallback": "activeCentre"
            }
          },
          {
            "method": "PUT",
            "url": "/api/bookings/:id",
            "op": "update",
            "centre": {
              "from": "record",
              "key": "id"
            }
          },
          {
            "method": "DELETE",
            "url": "/api/bookings/:id",
            "op": "delete",
            "centre": {
              "from": "record",
              "key": "id"
            }
          }
        ]
      },
      "required": [
        "name"
      ],
      "properties": {
        "booking_widget_id": {
          "type": "string",
          "format": "uuid",
          "x-list": {
            "filterable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Same as booking_widget_id (react-admin needs an id).",
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "centre_fk": {
          "type": "string",
          "format": "uuid",
          "x-readOnly": true,
          "x-label": "records._common.centre"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "x-list": {
            "sortable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.createdAt"
        },
        "updatedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records._common.updatedAt"
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 60,
          "description": "The template name staff know the widget by (e.g. the website it is on).",
          "x-storage": {
            "uniquePerCentre": true
          },
          "x-list": {
            "column": true,
            "sortable": true,
            "searchable": true
          },
          "x-label": "records.bookingWidget.name"
        },
        "template": {
          "type": "string",
          "enum": [
            "standard",
            "compact",
            "fullPage"
          ],
          "default": "standard",
          "description": "standard and compact: a button that opens the booking page over the website; fullPage: the booking page inline.",
          "x-list": {
            "column": true,
            "filterable": true
          },
          "x-label": "records.bookingWidget.template",
          "x-enumLabels": {
            "standard": "records.bookingWidget.templateOptions.standard",
            "compact": "records.bookingWidget.templateOptions.compact",
            "fullPage": "records.bookingWidget.templateOptions.fullPage"
          }
        },
        "buttonColour": {
          "type": "string",
          "pattern": "^#[0-9a-fA-F]{6}$",
          "default": "#1c6e8c",
          "x-list": {
            "column": true
          },
          "x-label": "records.bookingWidget.buttonColour",
          "maxLength": 50
        },
        "buttonFont": {
          "type": "string",
          "enum": [
            "system",
            "arial",
            "helvetica",
            "georgia",
            "verdana",
            "roboto"
          ],
          "default": "system",
          "x-label": "records.bookingWidget.buttonFont",
          "x-enumLabels": {
            "system": "records.bookingWidget.buttonFontOptions.system",
            "arial": "records.bookingWidget.buttonFontOptions.arial",
            "helvetica": "records.bookingWidget.buttonFontOptions.helvetica",
            "georgia": "records.bookingWidget.buttonFontOptions.georgia",
            "verdana": "records.bookingWidget.buttonFontOptions.verdana",
            "roboto": "records.bookingWidget.buttonFontOptions.roboto"
          }
        },
        "buttonSize": {
          "type": "string",
          "enum": [
            "small",
            "medium",
            "large"
          ],
          "default": "medium",
          "x-label": "records.bookingWidget.buttonSize",
          "x-enumLabels": {
            "small": "records.bookingWidget.buttonSizeOptions.small",
            "medium": "records.bookingWidget.buttonSizeOptions.medium",
            "large": "records.bookingWidget.buttonSizeOptions.large"
          }
        },
        "buttonText": {
          "type": "string",
          "maxLength": 40,
          "description": "One text for every language; empty: the translated default (Book online).",
          "x-label": "records.bookingWidget.buttonText"
        },
        "buttonTexts": {
          "type": "array",
          "maxItems": 4,
          "default": [],
          "description": "The text per visitor language; wins over buttonText for that language.",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "langKey",
              "text"
            ],
            "properties": {
              "langKey": {
                "$ref": "#/$defs/langKey",
                "x-label": "records.bookingWidget.buttonTexts_langKey"
              },
              "text": {
                "type": "string",
                "minLength": 1,
                "maxLength": 40,
                "x-label": "records.bookingWidget.buttonTexts_text"
              }
            }
          },
          "x-label": "records.bookingWidget.buttonTexts"
        },
        "serviceIds": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/uuid"
          },
          "uniqueItems": true,
          "maxItems": 200,
          "default": [],
          "x-ref": "service",
          "description": "The services offered through this widget; empty: every bookable service.",
          "x-label": "records.bookingWidget.serviceIds"
        },
        "providerIds": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/uuid"
          },
          "uniqueItems": true,
          "maxItems": 200,
          "default": [],
          "description": "User ids of the therapists offered through this widget; empty: every bookable therapist.",
          "x-label": "records.bookingWidget.providerIds"
        },
        "bookingUrl": {
          "type": "string",
          "maxLength": 500,
          "x-readOnly": true,
          "x-storage": {
            "virtual": true
          },
          "description": "The booking page this widget opens: /booking/{centreId}/{providerId}/0?widget={id}.",
          "x-label": "records.bookingWidget.bookingUrl"
        },
        "profileUrl": {
          "type": "string",
          "maxLength": 500,
          "x-readOnly": true,
          "x-storage": {
            "virtual": true
          },
          "description": "The practice's profile page /profile/{centreId}.",
          "x-label": "records.bookingWidget.profileUrl"
        },
        "embedCode": {
          "type": "string",
          "maxLength": 1000,
          "x-readOnly": true,
          "x-storage": {
            "virtual": true
          },
          "description": "The snippet to paste into the website: the embed script with this widget's id.",
          "x-label": "records.bookingWidget.embedCode"
        }
      },
      "x-label": "records.bookingWidget._title",
      "$defs": {
        "langKey": {
          "title": "LangKey",
          "description": "An interface language.",
          "type": "string",
          "enum": [
            "de",
            "en",
            "fr",
            "it"
          ],
          "x-enumLabels": {
            "de": "records._defs.langKey.de",
            "en": "records._defs.langKey.en",
            "fr": "records._defs.langKey.fr",
            "it": "records._defs.langKey.it"
          }
        },
        "uuid": {
          "title": "Uuid",
          "type": "string",
          "format": "uuid"
        }
      }
    },
    "fields": [
      {
        "name": "booking_widget_id",
        "path": [
          "booking_widget_id"
        ],
        "column": "booking_widget_id",
        "key": "bookingWidgetId",
        "kind": "uuid",
        "notNull": true,
        "role": "id",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.id",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "centre_fk",
        "path": [
          "centre_fk"
        ],
        "column": "centre_id",
        "key": "centreId",
        "kind": "uuid",
        "notNull": true,
        "role": "centre",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.centre",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "createdAt",
        "path": [
          "createdAt"
        ],
        "column": "created_at",
        "key": "createdAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "createdAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.createdAt",
        "list": {
          "column": false,
          "sortable": true,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "updatedAt",
        "path": [
          "updatedAt"
        ],
        "column": "updated_at",
        "key": "updatedAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "updatedAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.updatedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "name",
        "path": [
          "name"
        ],
        "column": "name",
        "key": "name",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingWidget.name",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": true
        },
        "uniquePerCentre": true
      },
      {
        "name": "template",
        "path": [
          "template"
        ],
        "column": "template",
        "key": "template",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingWidget.template",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "default": "standard"
      },
      {
        "name": "buttonColour",
        "path": [
          "buttonColour"
        ],
        "column": "button_colour",
        "key": "buttonColour",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingWidget.buttonColour",
        "list": {
          "column": true,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": "#1c6e8c"
      },
      {
        "name": "buttonFont",
        "path": [
          "buttonFont"
        ],
        "column": "button_font",
        "key": "buttonFont",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingWidget.buttonFont",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": "system"
      },
      {
        "name": "buttonSize",
        "path": [
          "buttonSize"
        ],
        "column": "button_size",
        "key": "buttonSize",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingWidget.buttonSize",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": "medium"
      },
      {
        "name": "buttonText",
        "path": [
          "buttonText"
        ],
        "column": "button_text",
        "key": "buttonText",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingWidget.buttonText",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "buttonTexts",
        "path": [
          "buttonTexts"
        ],
        "column": "button_texts",
        "key": "buttonTexts",
        "kind": "jsonb",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingWidget.buttonTexts",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": []
      },
      {
        "name": "serviceIds",
        "path": [
          "serviceIds"
        ],
        "column": "service_ids",
        "key": "serviceIds",
        "kind": "jsonb",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingWidget.serviceIds",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": [],
        "itemRef": "service"
      },
      {
        "name": "providerIds",
        "path": [
          "providerIds"
        ],
        "column": "provider_ids",
        "key": "providerIds",
        "kind": "jsonb",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.bookingWidget.providerIds",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": []
      },
      {
        "name": "bookingUrl",
        "path": [
          "bookingUrl"
        ],
        "column": null,
        "key": "bookingUrl",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": true,
        "label": "records.bookingWidget.bookingUrl",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "profileUrl",
        "path": [
          "profileUrl"
        ],
        "column": null,
        "key": "profileUrl",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": true,
        "label": "records.bookingWidget.profileUrl",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "embedCode",
        "path": [
          "embedCode"
        ],
        "column": null,
        "key": "embedCode",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": true,
        "label": "records.bookingWidget.embedCode",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      }
    ],
    "list": {
      "columns": [
        "name",
        "template",
        "buttonColour"
      ],
      "sortable": [
        "createdAt",
        "name"
      ],
      "filters": [
        {
          "field": "booking_widget_id",
          "operator": "eq"
        },
        {
          "field": "template",
          "operator": "eq"
        }
      ],
      "search": [
        "name"
      ],
      "searchExpression": "translate(lower(coalesce(\"name\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')",
      "searchColumn": "search_text",
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      }
    },
    "routes": {
      "base": "/api/clinics/:cid/bookings",
      "aliases": [
        {
          "method": "GET",
          "url": "/api/bookings",
          "op": "list",
          "centre": {
            "from": "query",
            "key": "centreId",
            "fallback": "activeCentre"
          }
        },
        {
          "method": "POST",
          "url": "/api/bookings",
          "op": "create",
          "centre": {
            "from": "query",
            "key": "centreId",
            "fallback": "activeCentre"
          }
        },
        {
          "method": "PUT",
          "url": "/api/bookings/:id",
          "op": "update",
          "centre": {
            "from": "record",
            "key": "id"
          }
        },
        {
          "method": "DELETE",
          "url": "/api/bookings/:id",
          "op": "delete",
          "centre": {
            "from": "record",
            "key": "id"
          }
        }
      ]
    },
    "writeRoles": [
      "OWNER",
      "ADMIN"
    ]
  },
  checkoutType: {
    "name": "checkoutType",
    "resource": "checkout-types",
    "backend": "common",
    "table": "checkout_types",
    "tableExport": "checkoutTypes",
    "idField": "checkout_type_id",
    "centreField": "centre_fk",
    "label": "records.checkoutType._title",
    "representation": "%{name}",
    "schema": {
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": "CheckoutType",
      "description": "A checkout type (account) payments are booked to, with the bank account its camt files come from (wording §3 Checkout type, behaviour §7 Checkout types: CRUD).",
      "type": "object",
      "additionalProperties": false,
      "x-record": {
        "resource": "checkout-types",
        "idField": "checkout_type_id",
        "centreField": "centre_fk",
        "defaultSort": [
          "name",
          "ASC"
        ],
        "representation": "%{name}",
        "writeRoles": [
          "OWNER",
          "ADMIN"
        ]
      },
      "required": [
        "name"
      ],
      "properties": {
        "checkout_type_id": {
          "type": "string",
          "format": "uuid",
          "x-list": {
            "filterable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Same as checkout_type_id (react-admin needs an id).",
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "centre_fk": {
          "type": "string",
          "format": "uuid",
          "x-readOnly": true,
          "x-label": "records._common.centre"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "x-list": {
            "sortable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.createdAt"
        },
        "updatedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records._common.updatedAt"
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 50,
          "x-storage": {
            "uniquePerCentre": true
          },
          "x-list": {
            "column": true,
            "sortable": true,
            "searchable": true
          },
          "x-label": "records.checkoutType.name"
        },
        "accountNumber": {
          "type": "string",
          "maxLength": 20,
          "pattern": "^[A-Za-z0-9.-]+$",
          "description": "Accounting account the payments are booked to, e.g. 1020 (bank) or 1000 (cash).",
          "x-list": {
            "column": true,
            "sortable": true,
            "searchable": true
          },
          "x-label": "records.checkoutType.accountNumber"
        },
        "camtAccount": {
          "$ref": "#/$defs/iban",
          "description": "IBAN of the bank account whose camt.053/054 files are imported for this checkout type.",
          "x-storage": {
            "uniquePerCentre": true
          },
          "x-list": {
            "column": true,
            "filterable": true
          },
          "x-label": "records.checkoutType.camtAccount"
        },
        "active": {
          "type": "boolean",
          "default": true,
          "x-list": {
            "column": true,
            "filterable": true
          },
          "x-label": "records.checkoutType.active"
        }
      },
      "x-label": "records.checkoutType._title",
      "$defs": {
        "iban": {
          "title": "Iban",
          "description": "An IBAN, stored without spaces (CH4431999123000889012).",
          "type": "string",
          "format": "iban",
          "maxLength": 42
        }
      }
    },
    "fields": [
      {
        "name": "checkout_type_id",
        "path": [
          "checkout_type_id"
        ],
        "column": "checkout_type_id",
        "key": "checkoutTypeId",
        "kind": "uuid",
        "notNull": true,
        "role": "id",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.id",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "centre_fk",
        "path": [
          "centre_fk"
        ],
        "column": "centre_id",
        "key": "centreId",
        "kind": "uuid",
        "notNull": true,
        "role": "centre",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.centre",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "createdAt",
        "path": [
          "createdAt"
        ],
        "column": "created_at",
        "key": "createdAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "createdAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.createdAt",
        "list": {
          "column": false,
          "sortable": true,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "updatedAt",
        "path": [
          "updatedAt"
        ],
        "column": "updated_at",
        "key": "updatedAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "updatedAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.updatedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "name",
        "path": [
          "name"
        ],
        "column": "name",
        "key": "name",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.checkoutType.name",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": true
        },
        "uniquePerCentre": true
      },
      {
        "name": "accountNumber",
        "path": [
          "accountNumber"
        ],
        "column": "account_number",
        "key": "accountNumber",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.checkoutType.accountNumber",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": true
        }
      },
      {
        "name": "camtAccount",
        "path": [
          "camtAccount"
        ],
        "column": "camt_account",
        "key": "camtAccount",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.checkoutType.camtAccount",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "uniquePerCentre": true
      },
      {
        "name": "active",
        "path": [
          "active"
        ],
        "column": "active",
        "key": "active",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.checkoutType.active",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "default": true
      }
    ],
    "list": {
      "columns": [
        "name",
        "accountNumber",
        "camtAccount",
        "active"
      ],
      "sortable": [
        "createdAt",
        "name",
        "accountNumber"
      ],
      "filters": [
        {
          "field": "checkout_type_id",
          "operator": "eq"
        },
        {
          "field": "camtAccount",
          "operator": "eq"
        },
        {
          "field": "active",
          "operator": "eq"
        }
      ],
      "search": [
        "name",
        "accountNumber"
      ],
      "searchExpression": "translate(lower(coalesce(\"name\", '') || ' ' || coalesce(\"account_number\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')",
      "searchColumn": "search_text",
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      }
    },
    "routes": {
      "base": "/api/clinics/:cid/checkout-types",
      "aliases": []
    },
    "writeRoles": [
      "OWNER",
      "ADMIN"
    ]
  },
  contact: {
    "name": "contact",
    "resource": "contacts",
    "backend": "common",
    "table": "contacts",
    "tableExport": "contacts",
    "idField": "contact_id",
    "centreField": "centre_fk",
    "label": "records.contact._title",
    "representation": "%{firstName} %{lastName}",
    "schema": {
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": "Contact",
      "description": "A client or patient of a centre (spec behaviour §3 Contact, wording §3 Contact).",
      "type": "object",
      "additionalProperties": false,
      "x-record": {
        "resource": "contacts",
        "idField": "contact_id",
        "centreField": "centre_fk",
        "defaultSort": [
          "lastName",
          "ASC"
        ],
        "representation": "%{firstName} %{lastName}",
        "aliases": [
          {
            "method": "POST",
            "url": "/api/contacts",
            "op": "create",
            "centre": {
              "from": "body",
              "key": "centre_fk"
            }
          },
          {
            "method": "POST",
            "url": "/api/contacts/:id/clinics/:cid/child",
            "op": "create",
            "centre": {
              "from": "params",
              "key": "cid"
            },
            "setFromParams": {
              "parent_fk": "id"
            }
          },
          {
            "method": "GET",
            "url": "/api/contacts/clinic/:id/fetchClinicContactList",
            "op": "list",
            "centre": {
              "from": "params",
              "key": "id"
            }
          }
        ]
      },
      "required": [
        "firstName",
        "lastName"
      ],
      "properties": {
        "contact_id": {
          "type": "string",
          "format": "uuid",
          "x-list": {
            "filterable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Same as contact_id (react-admin needs an id).",
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "centre_fk": {
          "type": "string",
          "format": "uuid",
          "x-readOnly": true,
          "x-label": "records._common.centre"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "x-list": {
            "sortable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.createdAt"
        },
        "updatedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records._common.updatedAt"
        },
        "firstName": {
          "type": "string",
          "minLength": 1,
          "maxLength": 50,
          "x-list": {
            "column": true,
            "sortable": true,
            "searchable": true
          },
          "x-label": "records.contact.firstName"
        },
        "lastName": {
          "type": "string",
          "minLength": 1,
          "maxLength": 50,
          "x-list": {
            "column": true,
            "sortable": true,
            "searchable": true
          },
          "x-label": "records.contact.lastName"
        },
        "salutation": {
          "type": "string",
          "enum": [
            "Mr",
            "Mrs",
            "Ms",
            "Family",
            "Other"
          ],
          "x-label": "records.contact.salutation",
          "x-enumLabels": {
            "Mr": "records.contact.salutationOptions.Mr",
            "Mrs": "records.contact.salutationOptions.Mrs",
            "Ms": "records.contact.salutationOptions.Ms",
            "Family": "records.contact.salutationOptions.Family",
            "Other": "records.contact.salutationOptions.Other"
          }
        },
        "sex": {
          "type": "string",
          "enum": [
            "Male",
            "Female",
            "Other"
          ],
          "x-list": {
            "filterable": true
          },
          "x-label": "records.contact.sex",
          "x-enumLabels": {
            "Male": "records.contact.sexOptions.Male",
            "Female": "records.contact.sexOptions.Female",
            "Other": "records.contact.sexOptions.Other"
          }
        },
        "dateOfBirth": {
          "$ref": "#/$defs/date",
          "x-list": {
            "column": true,
            "sortable": true,
            "filterable": "range"
          },
          "x-label": "records.contact.dateOfBirth"
        },
        "ahvNumber": {
          "$ref": "#/$defs/ahv",
          "x-label": "records.contact.ahvNumber"
        },
        "countryPhone": {
          "$ref": "#/$defs/countryPhone",
          "default": "+41",
          "x-label": "records.contact.countryPhone"
        },
        "phone": {
          "$ref": "#/$defs/phone",
          "default": "",
          "x-list": {
            "column": true,
            "searchable": true
          },
          "x-label": "records.contact.phone"
        },
        "homeNumber": {
          "$ref": "#/$defs/phone",
          "x-label": "records.contact.homeNumber"
        },
        "email": {
          "$ref": "#/$defs/email",
          "x-list": {
            "column": true,
            "sortable": true,
            "searchable": true
          },
          "x-label": "records.contact.email"
        },
        "businessEmail": {
          "$ref": "#/$defs/email",
          "x-label": "records.contact.businessEmail"
        },
        "alternativeEmail": {
          "$ref": "#/$defs/email",
          "x-label": "records.contact.alternativeEmail"
        },
        "digitalEmail": {
          "$ref": "#/$defs/email",
          "description": "Address for digital invoices.",
          "x-label": "records.contact.digitalEmail"
        },
        "language": {
          "$ref": "#/$defs/langKey",
          "description": "Language of the messages the client receives (appointment confirmations, changes, reminders); without it, the therapist's language.",
          "x-label": "records.contact.language"
        },
        "website": {
          "type": "string",
          "maxLength": 200,
          "x-label": "records.contact.website"
        },
        "company": {
          "type": "string",
          "maxLength": 100,
          "x-list": {
            "searchable": true
          },
          "x-label": "records.contact.company"
        },
        "Address": {
          "$ref": "#/$defs/address",
          "default": {},
          "x-storage": {
            "flatten": true
          },
          "x-list": {
            "fields": {
              "zipcode": {
                "sortable": true,
                "filterable": true
              },
              "city": {
                "column": true,
                "sortable": true,
                "filterable": "contains",
                "searchable": true
              }
            }
          },
          "x-label": "records.contact.Address"
        },
        "billingAddress": {
          "$ref": "#/$defs/address",
          "description": "Invoices go here when it differs from Address.",
          "x-label": "records.contact.billingAddress"
        },
        "insurance": {
          "type": "string",
          "maxLength": 100,
          "x-label": "records.contact.insurance"
        },
        "insuranceNumber": {
          "type": "string",
          "maxLength": 50,
          "x-label": "records.contact.insuranceNumber"
        },
        "esrNumber": {
          "type": "string",
          "maxLength": 50,
          "x-label": "records.contact.esrNumber"
        },
        "height": {
          "type": "number",
          "minimum": 0,
          "maximum": 300,
          "description": "Centimetres.",
          "x-storage": {
            "precision": 5,
            "scale": 1
          },
          "x-label": "records.contact.height"
        },
        "weight": {
          "type": "number",
          "minimum": 0,
          "maximum": 700,
          "description": "Kilograms.",
          "x-storage": {
            "precision": 5,
            "scale": 1
          },
          "x-label": "records.contact.weight"
        },
        "bmi": {
          "type": "number",
          "x-readOnly": true,
          "x-storage": {
            "virtual": true
          },
          "description": "Body-mass index from height and weight.",
          "x-label": "records.contact.bmi"
        },
        "bloodGroup": {
          "type": "string",
          "enum": [
            "A+",
            "A-",
            "B+",
            "B-",
            "AB+",
            "AB-",
            "0+",
            "0-"
          ],
          "x-label": "records.contact.bloodGroup",
          "x-enumLabels": {
            "A+": "records.contact.bloodGroupOptions.A+",
            "A-": "records.contact.bloodGroupOptions.A-",
            "B+": "records.contact.bloodGroupOptions.B+",
            "B-": "records.contact.bloodGroupOptions.B-",
            "AB+": "records.contact.bloodGroupOptions.AB+",
            "AB-": "records.contact.bloodGroupOptions.AB-",
            "0+": "records.contact.bloodGroupOptions.0+",
            "0-": "records.contact.bloodGroupOptions.0-"
          }
        },
        "notes": {
          "type": "array",
          "items": {
            "type": "string",
            "maxLength": 5000
          },
          "maxItems": 200,
          "default": [],
          "x-label": "records.contact.notes"
        },
        "tagIds": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/uuid"
          },
          "uniqueItems": true,
          "maxItems": 100,
          "default": [],
          "x-ref": "tag",
          "x-list": {
            "filterable": "includes"
          },
          "x-label": "records.contact.tagIds"
        },
        "tags": {
          "type": "array",
          "items": {
            "type": "string",
            "minLength": 1,
            "maxLength": 50
          },
          "maxItems": 100,
          "x-storage": {
            "virtual": true
          },
          "description": "Tag values; on save, missing tags are created and added to tagIds.",
          "x-label": "records.contact.tags"
        },
        "parent_fk": {
          "$ref": "#/$defs/uuid",
          "x-ref": "contact",
          "x-list": {
            "filterable": true
          },
          "description": "The parent of a family member (child).",
          "x-label": "records.contact.parent_fk"
        },
        "children": {
          "type": "array",
          "x-readOnly": true,
          "x-storage": {
            "virtual": true
          },
          "description": "Family members whose parent is this contact (single-contact reads only).",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "contact_id",
              "firstName",
              "lastName"
            ],
            "properties": {
              "contact_id": {
                "type": "string",
                "x-label": "records.contact.children_contact_id",
                "maxLength": 50
              },
              "firstName": {
                "type": "string",
                "x-label": "records.contact.children_firstName",
                "maxLength": 50
              },
              "lastName": {
                "type": "string",
                "x-label": "records.contact.children_lastName",
                "maxLength": 50
              }
            }
          },
          "x-label": "records.contact.children"
        },
        "invoiceDispatch": {
          "type": "string",
          "enum": [
            "paper",
            "digital",
            "digitalDirect",
            "xml"
          ],
          "default": "paper",
          "x-list": {
            "filterable": true
          },
          "x-label": "records.contact.invoiceDispatch",
          "x-enumLabels": {
            "paper": "records.contact.invoiceDispatchOptions.paper",
            "digital": "records.contact.invoiceDispatchOptions.digital",
            "digitalDirect": "records.contact.invoiceDispatchOptions.digitalDirect",
            "xml": "records.contact.invoiceDispatchOptions.xml"
          }
        },
        "agreementInvoiceDate": {
          "$ref": "#/$defs/date",
          "x-label": "records.contact.agreementInvoiceDate"
        },
        "status": {
          "type": "string",
          "enum": [
            "active",
            "archived"
          ],
          "default": "active",
          "x-list": {
            "column": true,
            "filterable": true
          },
          "x-label": "records.contact.status",
          "x-enumLabels": {
            "active": "records.contact.statusOptions.active",
            "archived": "records.contact.statusOptions.archived"
          }
        },
        "createdOnline": {
          "type": "boolean",
          "default": false,
          "x-readOnly": true,
          "x-list": {
            "filterable": true
          },
          "description": "Created by the client's own online booking (issue 10 §3), not by staff.",
          "x-label": "records.contact.createdOnline"
        },
        "complete": {
          "type": "boolean",
          "x-readOnly": true,
          "x-storage": {
            "virtual": true
          },
          "description": "Spec §5: first and last name, street, building, zipcode, city and date of birth are set (needed for invoices).",
          "x-label": "records.contact.complete"
        },
        "avatar_fk": {
          "$ref": "#/$defs/uuid",
          "x-readOnly": true,
          "x-label": "records.contact.avatar_fk"
        },
        "avatarFileName": {
          "type": "string",
          "maxLength": 255,
          "x-readOnly": true,
          "x-label": "records.contact.avatarFileName"
        }
      },
      "x-label": "records.contact._title",
      "$defs": {
        "address": {
          "title": "Address",
          "description": "A postal address (spec: street, building, zipcode, city, state, country; wording adds additional line, PO box and district).",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "street": {
              "type": "string",
              "maxLength": 70,
              "x-label": "records._defs.address.street"
            },
            "building": {
              "type": "string",
              "maxLength": 16,
              "x-label": "records._defs.address.building"
            },
            "additionalLine": {
              "type": "string",
              "maxLength": 70,
              "x-label": "records._defs.address.additionalLine"
            },
            "poBox": {
              "type": "string",
              "maxLength": 20,
              "x-label": "records._defs.address.poBox"
            },
            "zipcode": {
              "type": "string",
              "maxLength": 16,
              "x-label": "records._defs.address.zipcode"
            },
            "city": {
              "type": "string",
              "maxLength": 35,
              "x-label": "records._defs.address.city"
            },
            "district": {
              "type": "string",
              "maxLength": 50,
              "x-label": "records._defs.address.district"
            },
            "state": {
              "type": "string",
              "maxLength": 50,
              "description": "Canton or state; for Switzerland a canton code such as ZH.",
              "x-label": "records._defs.address.state"
            },
            "country": {
              "$ref": "#/$defs/country",
              "x-label": "records._defs.address.country"
            }
          }
        },
        "ahv": {
          "title": "AhvNumber",
          "description": "Swiss social security number: 13 digits starting with 756 and a check digit, written 756.1234.5678.97.",
          "type": "string",
          "format": "ahv",
          "maxLength": 16
        },
        "country": {
          "title": "CountryCode",
          "description": "ISO 3166-1 alpha-2 country code, e.g. CH.",
          "type": "string",
          "pattern": "^[A-Z]{2}$",
          "maxLength": 50
        },
        "countryPhone": {
          "title": "CountryPhone",
          "description": "International dialling prefix, e.g. +41.",
          "type": "string",
          "pattern": "^\\+[1-9][0-9]{0,3}$",
          "maxLength": 50
        },
        "date": {
          "title": "IsoDate",
          "description": "A calendar date, YYYY-MM-DD.",
          "type": "string",
          "format": "date"
        },
        "email": {
          "title": "Email",
          "description": "An e-mail address (something, an at sign, something, a dot, something, no whitespace).",
          "type": "string",
          "format": "email",
          "maxLength": 254
        },
        "langKey": {
          "title": "LangKey",
          "description": "An interface language.",
          "type": "string",
          "enum": [
            "de",
            "en",
            "fr",
            "it"
          ],
          "x-enumLabels": {
            "de": "records._defs.langKey.de",
            "en": "records._defs.langKey.en",
            "fr": "records._defs.langKey.fr",
            "it": "records._defs.langKey.it"
          }
        },
        "phone": {
          "title": "Phone",
          "description": "A phone number in national form (079 123 45 67) or international form; it must be valid for the record's countryPhone.",
          "type": "string",
          "maxLength": 30,
          "pattern": "^[+0-9 ()./-]*$"
        },
        "uuid": {
          "title": "Uuid",
          "type": "string",
          "format": "uuid"
        }
      }
    },
    "fields": [
      {
        "name": "contact_id",
        "path": [
          "contact_id"
        ],
        "column": "contact_id",
        "key": "contactId",
        "kind": "uuid",
        "notNull": true,
        "role": "id",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.id",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "centre_fk",
        "path": [
          "centre_fk"
        ],
        "column": "centre_id",
        "key": "centreId",
        "kind": "uuid",
        "notNull": true,
        "role": "centre",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.centre",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "createdAt",
        "path": [
          "createdAt"
        ],
        "column": "created_at",
        "key": "createdAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "createdAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.createdAt",
        "list": {
          "column": false,
          "sortable": true,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "updatedAt",
        "path": [
          "updatedAt"
        ],
        "column": "updated_at",
        "key": "updatedAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "updatedAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.updatedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "firstName",
        "path": [
          "firstName"
        ],
        "column": "first_name",
        "key": "firstName",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.firstName",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": true
        }
      },
      {
        "name": "lastName",
        "path": [
          "lastName"
        ],
        "column": "last_name",
        "key": "lastName",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.lastName",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": true
        }
      },
      {
        "name": "salutation",
        "path": [
          "salutation"
        ],
        "column": "salutation",
        "key": "salutation",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.salutation",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "sex",
        "path": [
          "sex"
        ],
        "column": "sex",
        "key": "sex",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.sex",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "dateOfBirth",
        "path": [
          "dateOfBirth"
        ],
        "column": "date_of_birth",
        "key": "dateOfBirth",
        "kind": "date",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.dateOfBirth",
        "list": {
          "column": true,
          "sortable": true,
          "filter": "range",
          "searchable": false
        }
      },
      {
        "name": "ahvNumber",
        "path": [
          "ahvNumber"
        ],
        "column": "ahv_number",
        "key": "ahvNumber",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.ahvNumber",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "countryPhone",
        "path": [
          "countryPhone"
        ],
        "column": "country_phone",
        "key": "countryPhone",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.countryPhone",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": "+41"
      },
      {
        "name": "phone",
        "path": [
          "phone"
        ],
        "column": "phone",
        "key": "phone",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.phone",
        "list": {
          "column": true,
          "sortable": false,
          "filter": null,
          "searchable": true
        },
        "default": ""
      },
      {
        "name": "homeNumber",
        "path": [
          "homeNumber"
        ],
        "column": "home_number",
        "key": "homeNumber",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.homeNumber",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "email",
        "path": [
          "email"
        ],
        "column": "email",
        "key": "email",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.email",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": true
        }
      },
      {
        "name": "businessEmail",
        "path": [
          "businessEmail"
        ],
        "column": "business_email",
        "key": "businessEmail",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.businessEmail",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "alternativeEmail",
        "path": [
          "alternativeEmail"
        ],
        "column": "alternative_email",
        "key": "alternativeEmail",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.alternativeEmail",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "digitalEmail",
        "path": [
          "digitalEmail"
        ],
        "column": "digital_email",
        "key": "digitalEmail",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.digitalEmail",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "language",
        "path": [
          "language"
        ],
        "column": "language",
        "key": "language",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.language",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "website",
        "path": [
          "website"
        ],
        "column": "website",
        "key": "website",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.website",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "company",
        "path": [
          "company"
        ],
        "column": "company",
        "key": "company",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.company",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": true
        }
      },
      {
        "name": "Address.street",
        "path": [
          "Address",
          "street"
        ],
        "column": "address_street",
        "key": "addressStreet",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records._defs.address.street",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "Address.building",
        "path": [
          "Address",
          "building"
        ],
        "column": "address_building",
        "key": "addressBuilding",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records._defs.address.building",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "Address.additionalLine",
        "path": [
          "Address",
          "additionalLine"
        ],
        "column": "address_additional_line",
        "key": "addressAdditionalLine",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records._defs.address.additionalLine",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "Address.poBox",
        "path": [
          "Address",
          "poBox"
        ],
        "column": "address_po_box",
        "key": "addressPoBox",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records._defs.address.poBox",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "Address.zipcode",
        "path": [
          "Address",
          "zipcode"
        ],
        "column": "address_zipcode",
        "key": "addressZipcode",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records._defs.address.zipcode",
        "list": {
          "column": false,
          "sortable": true,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "Address.city",
        "path": [
          "Address",
          "city"
        ],
        "column": "address_city",
        "key": "addressCity",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records._defs.address.city",
        "list": {
          "column": true,
          "sortable": true,
          "filter": "contains",
          "searchable": true
        }
      },
      {
        "name": "Address.district",
        "path": [
          "Address",
          "district"
        ],
        "column": "address_district",
        "key": "addressDistrict",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records._defs.address.district",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "Address.state",
        "path": [
          "Address",
          "state"
        ],
        "column": "address_state",
        "key": "addressState",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records._defs.address.state",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "Address.country",
        "path": [
          "Address",
          "country"
        ],
        "column": "address_country",
        "key": "addressCountry",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records._defs.address.country",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "billingAddress",
        "path": [
          "billingAddress"
        ],
        "column": "billing_address",
        "key": "billingAddress",
        "kind": "jsonb",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.billingAddress",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "insurance",
        "path": [
          "insurance"
        ],
        "column": "insurance",
        "key": "insurance",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.insurance",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "insuranceNumber",
        "path": [
          "insuranceNumber"
        ],
        "column": "insurance_number",
        "key": "insuranceNumber",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.insuranceNumber",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "esrNumber",
        "path": [
          "esrNumber"
        ],
        "column": "esr_number",
        "key": "esrNumber",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.esrNumber",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "height",
        "path": [
          "height"
        ],
        "column": "height",
        "key": "height",
        "kind": "numeric",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.height",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "precision": 5,
        "scale": 1
      },
      {
        "name": "weight",
        "path": [
          "weight"
        ],
        "column": "weight",
        "key": "weight",
        "kind": "numeric",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.weight",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "precision": 5,
        "scale": 1
      },
      {
        "name": "bmi",
        "path": [
          "bmi"
        ],
        "column": null,
        "key": "bmi",
        "kind": "numeric",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": true,
        "label": "records.contact.bmi",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "bloodGroup",
        "path": [
          "bloodGroup"
        ],
        "column": "blood_group",
        "key": "bloodGroup",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.bloodGroup",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "notes",
        "path": [
          "notes"
        ],
        "column": "notes",
        "key": "notes",
        "kind": "jsonb",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.notes",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": []
      },
      {
        "name": "tagIds",
        "path": [
          "tagIds"
        ],
        "column": "tag_ids",
        "key": "tagIds",
        "kind": "jsonb",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.tagIds",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "includes",
          "searchable": false
        },
        "default": [],
        "itemRef": "tag"
      },
      {
        "name": "tags",
        "path": [
          "tags"
        ],
        "column": null,
        "key": "tags",
        "kind": "jsonb",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": true,
        "label": "records.contact.tags",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "parent_fk",
        "path": [
          "parent_fk"
        ],
        "column": "parent_fk",
        "key": "parentFk",
        "kind": "uuid",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.parent_fk",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "ref": {
          "record": "contact",
          "table": "contacts",
          "column": "contact_id",
          "onDelete": "set null"
        }
      },
      {
        "name": "children",
        "path": [
          "children"
        ],
        "column": null,
        "key": "children",
        "kind": "jsonb",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": true,
        "label": "records.contact.children",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "invoiceDispatch",
        "path": [
          "invoiceDispatch"
        ],
        "column": "invoice_dispatch",
        "key": "invoiceDispatch",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.invoiceDispatch",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "default": "paper"
      },
      {
        "name": "agreementInvoiceDate",
        "path": [
          "agreementInvoiceDate"
        ],
        "column": "agreement_invoice_date",
        "key": "agreementInvoiceDate",
        "kind": "date",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.agreementInvoiceDate",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "status",
        "path": [
          "status"
        ],
        "column": "status",
        "key": "status",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.contact.status",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "default": "active"
      },
      {
        "name": "createdOnline",
        "path": [
          "createdOnline"
        ],
        "column": "created_online",
        "key": "createdOnline",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.contact.createdOnline",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "default": false
      },
      {
        "name": "complete",
        "path": [
          "complete"
        ],
        "column": null,
        "key": "complete",
        "kind": "boolean",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": true,
        "label": "records.contact.complete",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "avatar_fk",
        "path": [
          "avatar_fk"
        ],
        "column": "avatar_fk",
        "key": "avatarFk",
        "kind": "uuid",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.contact.avatar_fk",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "avatarFileName",
        "path": [
          "avatarFileName"
        ],
        "column": "avatar_file_name",
        "key": "avatarFileName",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.contact.avatarFileName",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      }
    ],
    "list": {
      "columns": [
        "firstName",
        "lastName",
        "dateOfBirth",
        "phone",
        "email",
        "Address.city",
        "status"
      ],
      "sortable": [
        "createdAt",
        "firstName",
        "lastName",
        "dateOfBirth",
        "email",
        "Address.zipcode",
        "Address.city"
      ],
      "filters": [
        {
          "field": "contact_id",
          "operator": "eq"
        },
        {
          "field": "sex",
          "operator": "eq"
        },
        {
          "field": "dateOfBirth",
          "operator": "range"
        },
        {
          "field": "Address.zipcode",
          "operator": "eq"
        },
        {
          "field": "Address.city",
          "operator": "contains"
        },
        {
          "field": "tagIds",
          "operator": "includes"
        },
        {
          "field": "parent_fk",
          "operator": "eq"
        },
        {
          "field": "invoiceDispatch",
          "operator": "eq"
        },
        {
          "field": "status",
          "operator": "eq"
        },
        {
          "field": "createdOnline",
          "operator": "eq"
        }
      ],
      "search": [
        "firstName",
        "lastName",
        "phone",
        "email",
        "company",
        "Address.city"
      ],
      "searchExpression": "translate(lower(coalesce(\"first_name\", '') || ' ' || coalesce(\"last_name\", '') || ' ' || coalesce(\"phone\", '') || ' ' || coalesce(\"email\", '') || ' ' || coalesce(\"company\", '') || ' ' || coalesce(\"address_city\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')",
      "searchColumn": "search_text",
      "defaultSort": {
        "field": "lastName",
        "order": "ASC"
      }
    },
    "routes": {
      "base": "/api/clinics/:cid/contacts",
      "aliases": [
        {
          "method": "POST",
          "url": "/api/contacts",
          "op": "create",
          "centre": {
            "from": "body",
            "key": "centre_fk"
          }
        },
        {
          "method": "POST",
          "url": "/api/contacts/:id/clinics/:cid/child",
          "op": "create",
          "centre": {
            "from": "params",
            "key": "cid"
          },
          "setFromParams": {
            "parent_fk": "id"
          }
        },
        {
          "method": "GET",
          "url": "/api/contacts/clinic/:id/fetchClinicContactList",
          "op": "list",
          "centre": {
            "from": "params",
            "key": "id"
          }
        }
      ]
    },
    "writeRoles": null
  },
  coupon: {
    "name": "coupon",
    "resource": "coupons",
    "backend": "common",
    "table": "coupons",
    "tableExport": "coupons",
    "idField": "coupon_id",
    "centreField": "centre_fk",
    "label": "records.coupon._title",
    "representation": "%{name} (%{code})",
    "schema": {
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": "Coupon",
      "description": "A discount code of a centre (wording §3 Coupon, §5: the start date lies before the expiry date).",
      "type": "object",
      "additionalProperties": false,
      "x-record": {
        "resource": "coupons",
        "idField": "coupon_id",
        "centreField": "centre_fk",
        "defaultSort": [
          "expiryDate",
          "DESC"
        ],
        "representation": "%{name} (%{code})",
        "writeRoles": [
          "OWNER",
          "ADMIN"
        ]
      },
      "required": [
        "name",
        "code",
        "discountType",
        "discount",
        "startDate",
        "expiryDate"
      ],
      "properties": {
        "coupon_id": {
          "type": "string",
          "format": "uuid",
          "x-list": {
            "filterable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Same as coupon_id (react-admin needs an id).",
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "centre_fk": {
          "type": "string",
          "format": "uuid",
          "x-readOnly": true,
          "x-label": "records._common.centre"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "x-list": {
            "sortable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.createdAt"
        },
        "updatedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records._common.updatedAt"
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "x-list": {
            "column": true,
            "sortable": true,
            "searchable": true
          },
          "x-label": "records.coupon.name"
        },
        "code": {
          "type": "string",
          "minLength": 3,
          "maxLength": 30,
          "pattern": "^[A-Za-z0-9-]+$",
          "description": "What clients type in; letters, digits and dashes, stored in capitals, unique in the centre.",
          "x-storage": {
            "uniquePerCentre": true
          },
          "x-list": {
            "column": true,
            "sortable": true,
            "filterable": true,
            "searchable": true
          },
          "x-label": "records.coupon.code"
        },
        "discountType": {
          "type": "string",
          "enum": [
            "percent",
            "sum"
          ],
          "default": "percent",
          "x-list": {
            "column": true,
            "filterable": true
          },
          "x-label": "records.coupon.discountType",
          "x-enumLabels": {
            "percent": "records.coupon.discountTypeOptions.percent",
            "sum": "records.coupon.discountTypeOptions.sum"
          }
        },
        "discount": {
          "type": "integer",
          "minimum": 1,
          "maximum": 100000000,
          "description": "Percent (1 to 100) or, for a sum, Rappen (CHF 20.00 is 2000).",
          "x-list": {
            "column": true,
            "sortable": true
          },
          "x-label": "records.coupon.discount"
        },
        "startDate": {
          "$ref": "#/$defs/date",
          "x-list": {
            "column": true,
            "sortable": true,
            "filterable": "range"
          },
          "x-label": "records.coupon.startDate"
        },
        "expiryDate": {
          "$ref": "#/$defs/date",
          "x-list": {
            "column": true,
            "sortable": true,
            "filterable": "range"
          },
          "x-label": "records.coupon.expiryDate"
        },
        "maxRedemptions": {
          "type": "integer",
          "minimum": 1,
          "maximum": 1000000,
          "description": "How often the code may be redeemed; empty for unlimited.",
          "x-list": {
            "column": true
          },
          "x-label": "records.coupon.maxRedemptions"
        },
        "active": {
          "type": "boolean",
          "default": true,
          "x-list": {
            "column": true,
            "filterable": true
          },
          "x-label": "records.coupon.active"
        }
      },
      "x-label": "records.coupon._title",
      "$defs": {
        "date": {
          "title": "IsoDate",
          "description": "A calendar date, YYYY-MM-DD.",
          "type": "string",
          "format": "date"
        }
      }
    },
    "fields": [
      {
        "name": "coupon_id",
        "path": [
          "coupon_id"
        ],
        "column": "coupon_id",
        "key": "couponId",
        "kind": "uuid",
        "notNull": true,
        "role": "id",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.id",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "centre_fk",
        "path": [
          "centre_fk"
        ],
        "column": "centre_id",
        "key": "centreId",
        "kind": "uuid",
        "notNull": true,
        "role": "centre",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.centre",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "createdAt",
        "path": [
          "createdAt"
        ],
        "column": "created_at",
        "key": "createdAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "createdAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.createdAt",
        "list": {
          "column": false,
          "sortable": true,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "updatedAt",
        "path": [
          "updatedAt"
        ],
        "column": "updated_at",
        "key": "updatedAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "updatedAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.updatedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "name",
        "path": [
          "name"
        ],
        "column": "name",
        "key": "name",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.coupon.name",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": true
        }
      },
      {
        "name": "code",
        "path": [
          "code"
        ],
        "column": "code",
        "key": "code",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.coupon.code",
        "list": {
          "column": true,
          "sortable": true,
          "filter": "eq",
          "searchable": true
        },
        "uniquePerCentre": true
      },
      {
        "name": "discountType",
        "path": [
          "discountType"
        ],
        "column": "discount_type",
        "key": "discountType",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.coupon.discountType",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "default": "percent"
      },
      {
        "name": "discount",
        "path": [
          "discount"
        ],
        "column": "discount",
        "key": "discount",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.coupon.discount",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "startDate",
        "path": [
          "startDate"
        ],
        "column": "start_date",
        "key": "startDate",
        "kind": "date",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.coupon.startDate",
        "list": {
          "column": true,
          "sortable": true,
          "filter": "range",
          "searchable": false
        }
      },
      {
        "name": "expiryDate",
        "path": [
          "expiryDate"
        ],
        "column": "expiry_date",
        "key": "expiryDate",
        "kind": "date",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.coupon.expiryDate",
        "list": {
          "column": true,
          "sortable": true,
          "filter": "range",
          "searchable": false
        }
      },
      {
        "name": "maxRedemptions",
        "path": [
          "maxRedemptions"
        ],
        "column": "max_redemptions",
        "key": "maxRedemptions",
        "kind": "integer",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.coupon.maxRedemptions",
        "list": {
          "column": true,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "active",
        "path": [
          "active"
        ],
        "column": "active",
        "key": "active",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.coupon.active",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "default": true
      }
    ],
    "list": {
      "columns": [
        "name",
        "code",
        "discountType",
        "discount",
        "startDate",
        "expiryDate",
        "maxRedemptions",
        "active"
      ],
      "sortable": [
        "createdAt",
        "name",
        "code",
        "discount",
        "startDate",
        "expiryDate"
      ],
      "filters": [
        {
          "field": "coupon_id",
          "operator": "eq"
        },
        {
          "field": "code",
          "operator": "eq"
        },
        {
          "field": "discountType",
          "operator": "eq"
        },
        {
          "field": "startDate",
          "operator": "range"
        },
        {
          "field": "expiryDate",
          "operator": "range"
        },
        {
          "field": "active",
          "operator": "eq"
        }
      ],
      "search": [
        "name",
        "code"
      ],
      "searchExpression": "translate(lower(coalesce(\"name\", '') || ' ' || coalesce(\"code\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')",
      "searchColumn": "search_text",
      "defaultSort": {
        "field": "expiryDate",
        "order": "DESC"
      }
    },
    "routes": {
      "base": "/api/clinics/:cid/coupons",
      "aliases": []
    },
    "writeRoles": [
      "OWNER",
      "ADMIN"
    ]
  },
  invoice: {
    "name": "invoice",
    "resource": "invoices",
    "backend": "common",
    "table": "invoices",
    "tableExport": "invoices",
    "idField": "invoice_id",
    "centreField": "centreId",
    "label": "records.invoice._title",
    "representation": "%{number}",
    "schema": {
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": "Invoice",
      "description": "An invoice of a centre (issue 11 §1; behaviour.md §3 Invoice, wording.md §3 Invoice). Money is integer Rappen. Its life cycle (numbering, creation from finished appointments, status transitions of src/shared/billing/invoiceTransitions.ts, sending, cancelling) lives in src/server/services/invoicing/; the generic CRUD routes are off.",
      "type": "object",
      "additionalProperties": false,
      "x-record": {
        "resource": "invoices",
        "idField": "invoice_id",
        "centreField": "centreId",
        "defaultSort": [
          "date",
          "DESC"
        ],
        "representation": "%{number}",
        "genericRoutes": false
      },
      "required": [
        "number",
        "date",
        "contactId"
      ],
      "properties": {
        "invoice_id": {
          "type": "string",
          "format": "uuid",
          "x-list": {
            "filterable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Same as invoice_id (react-admin needs an id).",
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "centreId": {
          "type": "string",
          "format": "uuid",
          "x-readOnly": true,
          "x-label": "records._common.centre"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "x-list": {
            "sortable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.createdAt"
        },
        "updatedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records._common.updatedAt"
        },
        "number": {
          "type": "string",
          "minLength": 1,
          "maxLength": 40,
          "description": "Prefix + sequence from the centre settings (wording §5); unique per centre.",
          "x-storage": {
            "uniquePerCentre": true
          },
          "x-list": {
            "column": true,
            "sortable": true,
            "searchable": true
          },
          "x-label": "records.invoice.number"
        },
        "date": {
          "$ref": "#/$defs/date",
          "description": "Invoice date (the centre's local day of creation).",
          "x-list": {
            "column": true,
            "sortable": true,
            "filterable": "range"
          },
          "x-label": "records.invoice.date"
        },
        "status": {
          "type": "string",
          "enum": [
            "UNPROCESSED",
            "UNPAID",
            "SENT",
            "PAID",
            "OVERDUE",
            "REMINDER1",
            "REMINDER2",
            "REMINDER3",
            "CANCELLED"
          ],
          "default": "UNPROCESSED",
          "x-readOnly": true,
          "description": "Changed by the life-cycle calls only (transitions table in src/shared/billing/invoiceTransitions.ts).",
          "x-list": {
            "column": true,
            "filterable": "eq"
          },
          "x-label": "records.invoice.status",
          "x-enumLabels": {
            "UNPROCESSED": "records.invoice.statusOptions.UNPROCESSED",
            "UNPAID": "records.invoice.statusOptions.UNPAID",
            "SENT": "records.invoice.statusOptions.SENT",
            "PAID": "records.invoice.statusOptions.PAID",
            "OVERDUE": "records.invoice.statusOptions.OVERDUE",
            "REMINDER1": "records.invoice.statusOptions.REMINDER1",
            "REMINDER2": "records.invoice.statusOptions.REMINDER2",
            "REMINDER3": "records.invoice.statusOptions.REMINDER3",
            "CANCELLED": "records.invoice.statusOptions.CANCELLED"
          }
        },
        "contactId": {
          "$ref": "#/$defs/uuid",
          "description": "The client the invoice is for (no foreign key: an invoice outlives its client; billingDetails keeps the debtor as billed).",
          "x-list": {
            "column": true,
            "filterable": "eq"
          },
          "x-storage": {
            "index": true
          },
          "x-label": "records.invoice.contactId"
        },
        "providerId": {
          "$ref": "#/$defs/uuid",
          "description": "The therapist's user id (the appointments' resourceId).",
          "x-list": {
            "column": true,
            "filterable": "eq"
          },
          "x-storage": {
            "index": true
          },
          "x-label": "records.invoice.providerId"
        },
        "project_fk": {
          "$ref": "#/$defs/uuid",
          "x-ref": {
            "record": "project",
            "onDelete": "set null"
          },
          "description": "The client's case (tariff 590).",
          "x-label": "records.invoice.project_fk"
        },
        "currency": {
          "type": "string",
          "enum": [
            "CHF",
            "EUR"
          ],
          "default": "CHF",
          "x-label": "records.invoice.currency",
          "x-enumLabels": {
            "CHF": "records.invoice.currencyOptions.CHF",
            "EUR": "records.invoice.currencyOptions.EUR"
          }
        },
        "amount": {
          "$ref": "#/$defs/money",
          "default": 0,
          "x-readOnly": true,
          "description": "Total of the invoice in Rappen, VAT included, CHF rounded to 0.05.",
          "x-list": {
            "column": true,
            "sortable": true,
            "filterable": "range"
          },
          "x-label": "records.invoice.amount"
        },
        "totalNet": {
          "$ref": "#/$defs/money",
          "default": 0,
          "x-readOnly": true,
          "description": "Total without VAT.",
          "x-label": "records.invoice.totalNet"
        },
        "totalTax": {
          "$ref": "#/$defs/money",
          "default": 0,
          "x-readOnly": true,
          "description": "Total VAT (sum of vatByRate).",
          "x-label": "records.invoice.totalTax"
        },
        "rounding": {
          "type": "integer",
          "minimum": -5,
          "maximum": 5,
          "default": 0,
          "x-readOnly": true,
          "description": "amount − exact total (CHF 0.05 rounding), Rappen.",
          "x-label": "records.invoice.rounding"
        },
        "totalDue": {
          "$ref": "#/$defs/money",
          "default": 0,
          "x-readOnly": true,
          "description": "Open amount: amount less payments, credit notes and refunds.",
          "x-list": {
            "column": true,
            "sortable": true
          },
          "x-label": "records.invoice.totalDue"
        },
        "vatByRate": {
          "type": "array",
          "maxItems": 20,
          "default": [],
          "x-readOnly": true,
          "description": "VAT per (code, rate): net, vat and gross in Rappen.",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "code",
              "rate",
              "net",
              "vat",
              "gross"
            ],
            "properties": {
              "code": {
                "type": "string",
                "maxLength": 20,
                "x-label": "records.invoice.vatByRate_code"
              },
              "rate": {
                "type": "number",
                "minimum": 0,
                "maximum": 100,
                "x-label": "records.invoice.vatByRate_rate"
              },
              "net": {
                "type": "integer",
                "x-label": "records.invoice.vatByRate_net"
              },
              "vat": {
                "type": "integer",
                "x-label": "records.invoice.vatByRate_vat"
              },
              "gross": {
                "type": "integer",
                "x-label": "records.invoice.vatByRate_gross"
              }
            }
          },
          "x-label": "records.invoice.vatByRate"
        },
        "reference": {
          "type": "string",
          "maxLength": 27,
          "x-readOnly": true,
          "description": "QR reference (27 digits, with a QR-IBAN) or creditor reference (RF…, with an ordinary IBAN); unique per centre.",
          "x-storage": {
            "uniquePerCentre": true
          },
          "x-list": {
            "searchable": true
          },
          "x-label": "records.invoice.reference"
        },
        "referenceType": {
          "type": "string",
          "enum": [
            "QRR",
            "SCOR",
            "NON"
          ],
          "default": "NON",
          "x-readOnly": true,
          "x-label": "records.invoice.referenceType",
          "x-enumLabels": {
            "QRR": "records.invoice.referenceTypeOptions.QRR",
            "SCOR": "records.invoice.referenceTypeOptions.SCOR",
            "NON": "records.invoice.referenceTypeOptions.NON"
          }
        },
        "iban": {
          "type": "string",
          "maxLength": 34,
          "x-readOnly": true,
          "description": "The creditor account at creation (centre businessInfo.iban), which the reference belongs to.",
          "x-label": "records.invoice.iban"
        },
        "paymentDeadline": {
          "$ref": "#/$defs/date",
          "description": "Invoice date + the payment term of the invoicing settings.",
          "x-label": "records.invoice.paymentDeadline"
        },
        "printedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records.invoice.printedAt"
        },
        "printedAtSecondForm": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "description": "When the tariff invoice's second form (the client's copy) was printed.",
          "x-label": "records.invoice.printedAtSecondForm"
        },
        "sentAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-list": {
            "column": true,
            "sortable": true
          },
          "x-label": "records.invoice.sentAt"
        },
        "sentAs": {
          "type": "string",
          "enum": [
            "print",
            "digital",
            "direct",
            "mixed"
          ],
          "x-readOnly": true,
          "x-list": {
            "column": true,
            "filterable": "eq"
          },
          "x-label": "records.invoice.sentAs",
          "x-enumLabels": {
            "print": "records.invoice.sentAsOptions.print",
            "digital": "records.invoice.sentAsOptions.digital",
            "direct": "records.invoice.sentAsOptions.direct",
            "mixed": "records.invoice.sentAsOptions.mixed"
          }
        },
        "sendMode": {
          "type": "string",
          "enum": [
            "bulk",
            "normal"
          ],
          "x-readOnly": true,
          "description": "Sent alone (normal) or in a bulk send.",
          "x-label": "records.invoice.sendMode",
          "x-enumLabels": {
            "bulk": "records.invoice.sendModeOptions.bulk",
            "normal": "records.invoice.sendModeOptions.normal"
          }
        },
        "reminder1At": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records.invoice.reminder1At"
        },
        "reminder2At": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records.invoice.reminder2At"
        },
        "reminder3At": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records.invoice.reminder3At"
        },
        "paidAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records.invoice.paidAt"
        },
        "cancelledAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records.invoice.cancelledAt"
        },
        "bulkNumber": {
          "type": "string",
          "maxLength": 40,
          "x-readOnly": true,
          "description": "The bulk run that created it.",
          "x-list": {
            "filterable": "eq"
          },
          "x-label": "records.invoice.bulkNumber"
        },
        "creditNote": {
          "$ref": "#/$defs/money",
          "default": 0,
          "x-readOnly": true,
          "description": "Credit (overpayment) carried over to the client, Rappen.",
          "x-label": "records.invoice.creditNote"
        },
        "refund": {
          "$ref": "#/$defs/money",
          "default": 0,
          "x-readOnly": true,
          "description": "Amount paid back to the client, Rappen.",
          "x-label": "records.invoice.refund"
        },
        "birthDate": {
          "$ref": "#/$defs/date",
          "description": "The client's date of birth at invoicing (printed on tariff invoices).",
          "x-label": "records.invoice.birthDate"
        },
        "billingDetails": {
          "type": "object",
          "additionalProperties": false,
          "description": "The debtor as billed: the client, their billing address, or the parent of a child.",
          "properties": {
            "name": {
              "type": "string",
              "maxLength": 140,
              "x-label": "records.invoice.billingDetails_name"
            },
            "street": {
              "type": "string",
              "maxLength": 70,
              "x-label": "records.invoice.billingDetails_street"
            },
            "building": {
              "type": "string",
              "maxLength": 16,
              "x-label": "records.invoice.billingDetails_building"
            },
            "zipcode": {
              "type": "string",
              "maxLength": 16,
              "x-label": "records.invoice.billingDetails_zipcode"
            },
            "city": {
              "type": "string",
              "maxLength": 35,
              "x-label": "records.invoice.billingDetails_city"
            },
            "country": {
              "type": "string",
              "maxLength": 2,
              "x-label": "records.invoice.billingDetails_country"
            },
            "email": {
              "type": "string",
              "maxLength": 254,
              "x-label": "records.invoice.billingDetails_email"
            },
            "language": {
              "type": "string",
              "maxLength": 2,
              "x-label": "records.invoice.billingDetails_language"
            }
          },
          "x-label": "records.invoice.billingDetails"
        },
        "header": {
          "type": "object",
          "additionalProperties": false,
          "description": "Texts above and below the lines (from the invoicing settings at creation); editable while UNPROCESSED.",
          "properties": {
            "title": {
              "type": "string",
              "maxLength": 100,
              "x-label": "records.invoice.header_title"
            },
            "intro": {
              "type": "string",
              "maxLength": 1000,
              "x-label": "records.invoice.header_intro"
            },
            "closing": {
              "type": "string",
              "maxLength": 2000,
              "x-label": "records.invoice.header_closing"
            },
            "greeting": {
              "type": "string",
              "maxLength": 500,
              "x-label": "records.invoice.header_greeting"
            },
            "signedBy": {
              "type": "string",
              "maxLength": 100,
              "x-label": "records.invoice.header_signedBy"
            },
            "law": {
              "type": "string",
              "maxLength": 20,
              "x-label": "records.invoice.header_law"
            },
            "treatmentType": {
              "type": "string",
              "maxLength": 50,
              "x-label": "records.invoice.header_treatmentType"
            },
            "treatmentReason": {
              "type": "string",
              "maxLength": 50,
              "x-label": "records.invoice.header_treatmentReason"
            },
            "tiers": {
              "type": "string",
              "enum": [
                "TG",
                "TP"
              ],
              "description": "Tariff 590: tiers garant (the client pays and claims back) or tiers payant (the insurer pays).",
              "x-label": "records.invoice.header_tiers",
              "x-enumLabels": {
                "TG": "records.invoice.header_tiersOptions.TG",
                "TP": "records.invoice.header_tiersOptions.TP"
              }
            },
            "canton": {
              "type": "string",
              "maxLength": 2,
              "description": "Tariff 590: canton of the treatment.",
              "x-label": "records.invoice.header_canton"
            },
            "insurerName": {
              "type": "string",
              "maxLength": 100,
              "description": "Tariff 590: the client's insurer.",
              "x-label": "records.invoice.header_insurerName"
            },
            "insurerGln": {
              "type": "string",
              "maxLength": 13,
              "description": "Tariff 590: the insurer's GLN (needed under tiers payant).",
              "x-label": "records.invoice.header_insurerGln"
            },
            "remark": {
              "type": "string",
              "maxLength": 500,
              "description": "Tariff 590: remark printed on the form.",
              "x-label": "records.invoice.header_remark"
            }
          },
          "x-label": "records.invoice.header"
        },
        "items": {
          "type": "array",
          "maxItems": 500,
          "default": [],
          "description": "The lines, in print order (update-position reorders them): the services performed with date and duration.",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "item_id",
              "date",
              "description",
              "quantity",
              "unitPrice"
            ],
            "properties": {
              "item_id": {
                "$ref": "#/$defs/uuid",
                "x-label": "records.invoice.items_item_id"
              },
              "appointmentId": {
                "$ref": "#/$defs/uuid",
                "x-label": "records.invoice.items_appointmentId"
              },
              "service_fk": {
                "$ref": "#/$defs/uuid",
                "x-label": "records.invoice.items_service_fk"
              },
              "date": {
                "$ref": "#/$defs/date",
                "x-label": "records.invoice.items_date"
              },
              "duration": {
                "type": "integer",
                "minimum": 0,
                "maximum": 1440,
                "description": "Minutes.",
                "x-label": "records.invoice.items_duration"
              },
              "description": {
                "type": "string",
                "maxLength": 200,
                "x-label": "records.invoice.items_description"
              },
              "tariff": {
                "type": "string",
                "maxLength": 3,
                "description": "Tariff type, e.g. 590.",
                "x-label": "records.invoice.items_tariff"
              },
              "tariffCode": {
                "type": "string",
                "maxLength": 20,
                "description": "Tariff position, e.g. 1200.",
                "x-label": "records.invoice.items_tariffCode"
              },
              "quantity": {
                "type": "integer",
                "minimum": 1,
                "maximum": 10000,
                "x-label": "records.invoice.items_quantity"
              },
              "unitPrice": {
                "$ref": "#/$defs/money",
                "x-label": "records.invoice.items_unitPrice"
              },
              "amount": {
                "$ref": "#/$defs/money",
                "x-label": "records.invoice.items_amount"
              },
              "vatCode": {
                "type": "string",
                "maxLength": 20,
                "x-label": "records.invoice.items_vatCode"
              },
              "vatRate": {
                "type": [
                  "number",
                  "null"
                ],
                "minimum": 0,
                "maximum": 100,
                "x-label": "records.invoice.items_vatRate"
              },
              "vatAmount": {
                "type": "integer",
                "minimum": 0,
                "x-label": "records.invoice.items_vatAmount"
              }
            }
          },
          "x-label": "records.invoice.items"
        },
        "history": {
          "type": "array",
          "maxItems": 200,
          "default": [],
          "x-readOnly": true,
          "description": "What happened to the invoice, oldest first: created, sent, printed, overdue, reminders 1-3 (the daily job's steps carry their local day, so a step is taken at most once a day).",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "at",
              "event"
            ],
            "properties": {
              "at": {
                "type": "string",
                "format": "date-time",
                "x-label": "records.invoice.history_at"
              },
              "event": {
                "type": "string",
                "enum": [
                  "created",
                  "sent",
                  "printed",
                  "printedSecondForm",
                  "emailed",
                  "overdue",
                  "reminder1",
                  "reminder2",
                  "reminder3",
                  "reminderEmailed",
                  "statusChanged"
                ],
                "x-label": "records.invoice.history_event",
                "x-enumLabels": {
                  "created": "records.invoice.history_eventOptions.created",
                  "sent": "records.invoice.history_eventOptions.sent",
                  "printed": "records.invoice.history_eventOptions.printed",
                  "printedSecondForm": "records.invoice.history_eventOptions.printedSecondForm",
                  "emailed": "records.invoice.history_eventOptions.emailed",
                  "overdue": "records.invoice.history_eventOptions.overdue",
                  "reminder1": "records.invoice.history_eventOptions.reminder1",
                  "reminder2": "records.invoice.history_eventOptions.reminder2",
                  "reminder3": "records.invoice.history_eventOptions.reminder3",
                  "reminderEmailed": "records.invoice.history_eventOptions.reminderEmailed",
                  "statusChanged": "records.invoice.history_eventOptions.statusChanged"
                }
              },
              "status": {
                "type": "string",
                "maxLength": 20,
                "x-label": "records.invoice.history_status"
              },
              "day": {
                "$ref": "#/$defs/date",
                "x-label": "records.invoice.history_day"
              },
              "by": {
                "$ref": "#/$defs/uuid",
                "x-label": "records.invoice.history_by"
              },
              "detail": {
                "type": "string",
                "maxLength": 200,
                "x-label": "records.invoice.history_detail"
              }
            }
          },
          "x-label": "records.invoice.history"
        },
        "appointmentIds": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/uuid"
          },
          "maxItems": 500,
          "default": [],
          "x-readOnly": true,
          "description": "The appointments it billed (live link: invoice_appointments, one live invoice per appointment).",
          "x-label": "records.invoice.appointmentIds"
        },
        "pdfTempLink": {
          "type": "string",
          "maxLength": 2000,
          "x-readOnly": true,
          "x-storage": {
            "virtual": true
          },
          "description": "Short-lived signed link to the PDF (generatePDF); never stored.",
          "x-label": "records.invoice.pdfTempLink"
        }
      },
      "x-label": "records.invoice._title",
      "$defs": {
        "date": {
          "title": "IsoDate",
          "description": "A calendar date, YYYY-MM-DD.",
          "type": "string",
          "format": "date"
        },
        "money": {
          "title": "Money",
          "description": "An amount in Rappen (cents): CHF 12.50 is 1250.",
          "type": "integer",
          "minimum": 0,
          "maximum": 2000000000
        },
        "uuid": {
          "title": "Uuid",
          "type": "string",
          "format": "uuid"
        }
      }
    },
    "fields": [
      {
        "name": "invoice_id",
        "path": [
          "invoice_id"
        ],
        "column": "invoice_id",
        "key": "invoiceId",
        "kind": "uuid",
        "notNull": true,
        "role": "id",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.id",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "centreId",
        "path": [
          "centreId"
        ],
        "column": "centre_id",
        "key": "centreId",
        "kind": "uuid",
        "notNull": true,
        "role": "centre",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.centre",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "createdAt",
        "path": [
          "createdAt"
        ],
        "column": "created_at",
        "key": "createdAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "createdAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.createdAt",
        "list": {
          "column": false,
          "sortable": true,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "updatedAt",
        "path": [
          "updatedAt"
        ],
        "column": "updated_at",
        "key": "updatedAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "updatedAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.updatedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "number",
        "path": [
          "number"
        ],
        "column": "number",
        "key": "number",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoice.number",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": true
        },
        "uniquePerCentre": true
      },
      {
        "name": "date",
        "path": [
          "date"
        ],
        "column": "date",
        "key": "date",
        "kind": "date",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoice.date",
        "list": {
          "column": true,
          "sortable": true,
          "filter": "range",
          "searchable": false
        }
      },
      {
        "name": "status",
        "path": [
          "status"
        ],
        "column": "status",
        "key": "status",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.status",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "default": "UNPROCESSED"
      },
      {
        "name": "contactId",
        "path": [
          "contactId"
        ],
        "column": "contact_id",
        "key": "contactId",
        "kind": "uuid",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoice.contactId",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "indexed": true
      },
      {
        "name": "providerId",
        "path": [
          "providerId"
        ],
        "column": "provider_id",
        "key": "providerId",
        "kind": "uuid",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoice.providerId",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "indexed": true
      },
      {
        "name": "project_fk",
        "path": [
          "project_fk"
        ],
        "column": "project_fk",
        "key": "projectFk",
        "kind": "uuid",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoice.project_fk",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "ref": {
          "record": "project",
          "table": "projects",
          "column": "project_id",
          "onDelete": "set null"
        }
      },
      {
        "name": "currency",
        "path": [
          "currency"
        ],
        "column": "currency",
        "key": "currency",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoice.currency",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": "CHF"
      },
      {
        "name": "amount",
        "path": [
          "amount"
        ],
        "column": "amount",
        "key": "amount",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.amount",
        "list": {
          "column": true,
          "sortable": true,
          "filter": "range",
          "searchable": false
        },
        "default": 0
      },
      {
        "name": "totalNet",
        "path": [
          "totalNet"
        ],
        "column": "total_net",
        "key": "totalNet",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.totalNet",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 0
      },
      {
        "name": "totalTax",
        "path": [
          "totalTax"
        ],
        "column": "total_tax",
        "key": "totalTax",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.totalTax",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 0
      },
      {
        "name": "rounding",
        "path": [
          "rounding"
        ],
        "column": "rounding",
        "key": "rounding",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.rounding",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 0
      },
      {
        "name": "totalDue",
        "path": [
          "totalDue"
        ],
        "column": "total_due",
        "key": "totalDue",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.totalDue",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": false
        },
        "default": 0
      },
      {
        "name": "vatByRate",
        "path": [
          "vatByRate"
        ],
        "column": "vat_by_rate",
        "key": "vatByRate",
        "kind": "jsonb",
        "notNull": true,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.vatByRate",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": []
      },
      {
        "name": "reference",
        "path": [
          "reference"
        ],
        "column": "reference",
        "key": "reference",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.reference",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": true
        },
        "uniquePerCentre": true
      },
      {
        "name": "referenceType",
        "path": [
          "referenceType"
        ],
        "column": "reference_type",
        "key": "referenceType",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.referenceType",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": "NON"
      },
      {
        "name": "iban",
        "path": [
          "iban"
        ],
        "column": "iban",
        "key": "iban",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.iban",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "paymentDeadline",
        "path": [
          "paymentDeadline"
        ],
        "column": "payment_deadline",
        "key": "paymentDeadline",
        "kind": "date",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoice.paymentDeadline",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "printedAt",
        "path": [
          "printedAt"
        ],
        "column": "printed_at",
        "key": "printedAt",
        "kind": "timestamp",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.printedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "printedAtSecondForm",
        "path": [
          "printedAtSecondForm"
        ],
        "column": "printed_at_second_form",
        "key": "printedAtSecondForm",
        "kind": "timestamp",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.printedAtSecondForm",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "sentAt",
        "path": [
          "sentAt"
        ],
        "column": "sent_at",
        "key": "sentAt",
        "kind": "timestamp",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.sentAt",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "sentAs",
        "path": [
          "sentAs"
        ],
        "column": "sent_as",
        "key": "sentAs",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.sentAs",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "sendMode",
        "path": [
          "sendMode"
        ],
        "column": "send_mode",
        "key": "sendMode",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.sendMode",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "reminder1At",
        "path": [
          "reminder1At"
        ],
        "column": "reminder1_at",
        "key": "reminder1At",
        "kind": "timestamp",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.reminder1At",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "reminder2At",
        "path": [
          "reminder2At"
        ],
        "column": "reminder2_at",
        "key": "reminder2At",
        "kind": "timestamp",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.reminder2At",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "reminder3At",
        "path": [
          "reminder3At"
        ],
        "column": "reminder3_at",
        "key": "reminder3At",
        "kind": "timestamp",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.reminder3At",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "paidAt",
        "path": [
          "paidAt"
        ],
        "column": "paid_at",
        "key": "paidAt",
        "kind": "timestamp",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.paidAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "cancelledAt",
        "path": [
          "cancelledAt"
        ],
        "column": "cancelled_at",
        "key": "cancelledAt",
        "kind": "timestamp",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.cancelledAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "bulkNumber",
        "path": [
          "bulkNumber"
        ],
        "column": "bulk_number",
        "key": "bulkNumber",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.bulkNumber",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "creditNote",
        "path": [
          "creditNote"
        ],
        "column": "credit_note",
        "key": "creditNote",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.creditNote",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 0
      },
      {
        "name": "refund",
        "path": [
          "refund"
        ],
        "column": "refund",
        "key": "refund",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.refund",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 0
      },
      {
        "name": "birthDate",
        "path": [
          "birthDate"
        ],
        "column": "birth_date",
        "key": "birthDate",
        "kind": "date",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoice.birthDate",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "billingDetails",
        "path": [
          "billingDetails"
        ],
        "column": "billing_details",
        "key": "billingDetails",
        "kind": "jsonb",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoice.billingDetails",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "header",
        "path": [
          "header"
        ],
        "column": "header",
        "key": "header",
        "kind": "jsonb",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoice.header",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "items",
        "path": [
          "items"
        ],
        "column": "items",
        "key": "items",
        "kind": "jsonb",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoice.items",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": []
      },
      {
        "name": "history",
        "path": [
          "history"
        ],
        "column": "history",
        "key": "history",
        "kind": "jsonb",
        "notNull": true,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.history",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": []
      },
      {
        "name": "appointmentIds",
        "path": [
          "appointmentIds"
        ],
        "column": "appointment_ids",
        "key": "appointmentIds",
        "kind": "jsonb",
        "notNull": true,
        "role": "data",
        "readOnly": true,
        "virtual": false,
        "label": "records.invoice.appointmentIds",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": []
      },
      {
        "name": "pdfTempLink",
        "path": [
          "pdfTempLink"
        ],
        "column": null,
        "key": "pdfTempLink",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": true,
        "virtual": true,
        "label": "records.invoice.pdfTempLink",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      }
    ],
    "list": {
      "columns": [
        "number",
        "date",
        "status",
        "contactId",
        "providerId",
        "amount",
        "totalDue",
        "sentAt",
        "sentAs"
      ],
      "sortable": [
        "createdAt",
        "number",
        "date",
        "amount",
        "totalDue",
        "sentAt"
      ],
      "filters": [
        {
          "field": "invoice_id",
          "operator": "eq"
        },
        {
          "field": "date",
          "operator": "range"
        },
        {
          "field": "status",
          "operator": "eq"
        },
        {
          "field": "contactId",
          "operator": "eq"
        },
        {
          "field": "providerId",
          "operator": "eq"
        },
        {
          "field": "amount",
          "operator": "range"
        },
        {
          "field": "sentAs",
          "operator": "eq"
        },
        {
          "field": "bulkNumber",
          "operator": "eq"
        }
      ],
      "search": [
        "number",
        "reference"
      ],
      "searchExpression": "translate(lower(coalesce(\"number\", '') || ' ' || coalesce(\"reference\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')",
      "searchColumn": "search_text",
      "defaultSort": {
        "field": "date",
        "order": "DESC"
      }
    },
    "routes": {
      "base": "/api/clinics/:cid/invoices",
      "aliases": []
    },
    "writeRoles": null,
    "genericRoutes": false
  },
  invoiceTemplate: {
    "name": "invoiceTemplate",
    "resource": "invoice-templates",
    "backend": "common",
    "table": "invoice_templates",
    "tableExport": "invoiceTemplates",
    "idField": "invoice_template_id",
    "centreField": "centre_fk",
    "label": "records.invoiceTemplate._title",
    "representation": "%{name}",
    "schema": {
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": "InvoiceTemplate",
      "description": "The design of a centre's invoices: HTML and CSS rendered later in a sandbox; names are unique per centre and nothing executable is stored (behaviour §3/§7 Invoice templates, wording §8).",
      "type": "object",
      "additionalProperties": false,
      "x-record": {
        "resource": "invoice-templates",
        "idField": "invoice_template_id",
        "centreField": "centre_fk",
        "defaultSort": [
          "name",
          "ASC"
        ],
        "representation": "%{name}",
        "writeRoles": [
          "OWNER",
          "ADMIN"
        ],
        "aliases": [
          {
            "method": "GET",
            "url": "/api/invoice-templates",
            "op": "list",
            "centre": {
              "from": "query",
              "key": "centreId",
              "fallback": "activeCentre"
            }
          },
          {
            "method": "POST",
            "url": "/api/invoice-templates",
            "op": "create",
            "centre": {
              "from": "query",
              "key": "centreId",
              "fallback": "activeCentre"
            }
          },
          {
            "method": "PUT",
            "url": "/api/invoice-templates",
            "op": "update",
            "idFrom": "body",
            "centre": {
              "from": "query",
              "key": "centreId",
              "fallback": "activeCentre"
            }
          },
          {
            "method": "PATCH",
            "url": "/api/invoice-templates/active/:id",
            "op": "update",
            "set": {
              "active": true
            },
            "centre": {
              "from": "record",
              "key": "id"
            }
          },
          {
            "method": "PATCH",
            "url": "/api/invoice-templates/inactive/:id",
            "op": "update",
            "set": {
              "active": false
            },
            "centre": {
              "from": "record",
              "key": "id"
            }
          },
          {
            "method": "DELETE",
            "url": "/api/invoice-templates/:id",
            "op": "delete",
            "centre": {
              "from": "record",
              "key": "id"
            }
          }
        ]
      },
      "required": [
        "name",
        "html"
      ],
      "properties": {
        "invoice_template_id": {
          "type": "string",
          "format": "uuid",
          "x-list": {
            "filterable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Same as invoice_template_id (react-admin needs an id).",
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "centre_fk": {
          "type": "string",
          "format": "uuid",
          "x-readOnly": true,
          "x-label": "records._common.centre"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "x-list": {
            "sortable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.createdAt"
        },
        "updatedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records._common.updatedAt"
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "x-storage": {
            "uniquePerCentre": true
          },
          "x-list": {
            "column": true,
            "sortable": true,
            "searchable": true
          },
          "x-label": "records.invoiceTemplate.name"
        },
        "html": {
          "type": "string",
          "minLength": 1,
          "maxLength": 200000,
          "description": "The invoice layout (at most 200 kB); scripts and javascript: links are refused.",
          "x-label": "records.invoiceTemplate.html"
        },
        "css": {
          "type": "string",
          "maxLength": 100000,
          "default": "",
          "description": "Styles of the layout (at most 100 kB).",
          "x-label": "records.invoiceTemplate.css"
        },
        "show_payment": {
          "type": "boolean",
          "default": true,
          "description": "Print the payment part (QR-bill) with the invoice.",
          "x-list": {
            "column": true
          },
          "x-label": "records.invoiceTemplate.show_payment"
        },
        "repeatable": {
          "type": "boolean",
          "default": false,
          "description": "Repeat the layout's header and footer on every page.",
          "x-list": {
            "column": true
          },
          "x-label": "records.invoiceTemplate.repeatable"
        },
        "active": {
          "type": "boolean",
          "default": true,
          "x-list": {
            "column": true,
            "filterable": true
          },
          "x-label": "records.invoiceTemplate.active"
        }
      },
      "x-label": "records.invoiceTemplate._title"
    },
    "fields": [
      {
        "name": "invoice_template_id",
        "path": [
          "invoice_template_id"
        ],
        "column": "invoice_template_id",
        "key": "invoiceTemplateId",
        "kind": "uuid",
        "notNull": true,
        "role": "id",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.id",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "centre_fk",
        "path": [
          "centre_fk"
        ],
        "column": "centre_id",
        "key": "centreId",
        "kind": "uuid",
        "notNull": true,
        "role": "centre",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.centre",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "createdAt",
        "path": [
          "createdAt"
        ],
        "column": "created_at",
        "key": "createdAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "createdAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.createdAt",
        "list": {
          "column": false,
          "sortable": true,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "updatedAt",
        "path": [
          "updatedAt"
        ],
        "column": "updated_at",
        "key": "updatedAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "updatedAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.updatedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "name",
        "path": [
          "name"
        ],
        "column": "name",
        "key": "name",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoiceTemplate.name",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": true
        },
        "uniquePerCentre": true
      },
      {
        "name": "html",
        "path": [
          "html"
        ],
        "column": "html",
        "key": "html",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoiceTemplate.html",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "css",
        "path": [
          "css"
        ],
        "column": "css",
        "key": "css",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoiceTemplate.css",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": ""
      },
      {
        "name": "show_payment",
        "path": [
          "show_payment"
        ],
        "column": "show_payment",
        "key": "showPayment",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoiceTemplate.show_payment",
        "list": {
          "column": true,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": true
      },
      {
        "name": "repeatable",
        "path": [
          "repeatable"
        ],
        "column": "repeatable",
        "key": "repeatable",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoiceTemplate.repeatable",
        "list": {
          "column": true,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": false
      },
      {
        "name": "active",
        "path": [
          "active"
        ],
        "column": "active",
        "key": "active",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoiceTemplate.active",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "default": true
      }
    ],
    "list": {
      "columns": [
        "name",
        "show_payment",
        "repeatable",
        "active"
      ],
      "sortable": [
        "createdAt",
        "name"
      ],
      "filters": [
        {
          "field": "invoice_template_id",
          "operator": "eq"
        },
        {
          "field": "active",
          "operator": "eq"
        }
      ],
      "search": [
        "name"
      ],
      "searchExpression": "translate(lower(coalesce(\"name\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')",
      "searchColumn": "search_text",
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      }
    },
    "routes": {
      "base": "/api/clinics/:cid/invoice-templates",
      "aliases": [
        {
          "method": "GET",
          "url": "/api/invoice-templates",
          "op": "list",
          "centre": {
            "from": "query",
            "key": "centreId",
            "fallback": "activeCentre"
          }
        },
        {
          "method": "POST",
          "url": "/api/invoice-templates",
          "op": "create",
          "centre": {
            "from": "query",
            "key": "centreId",
            "fallback": "activeCentre"
          }
        },
        {
          "method": "PUT",
          "url": "/api/invoice-templates",
          "op": "update",
          "idFrom": "body",
          "centre": {
            "from": "query",
            "key": "centreId",
            "fallback": "activeCentre"
          }
        },
        {
          "method": "PATCH",
          "url": "/api/invoice-templates/active/:id",
          "op": "update",
          "set": {
            "active": true
          },
          "centre": {
            "from": "record",
            "key": "id"
          }
        },
        {
          "method": "PATCH",
          "url": "/api/invoice-templates/inactive/:id",
          "op": "update",
          "set": {
            "active": false
          },
          "centre": {
            "from": "record",
            "key": "id"
          }
        },
        {
          "method": "DELETE",
          "url": "/api/invoice-templates/:id",
          "op": "delete",
          "centre": {
            "from": "record",
            "key": "id"
          }
        }
      ]
    },
    "writeRoles": [
      "OWNER",
      "ADMIN"
    ]
  },
  invoicingSettings: {
    "name": "invoicingSettings",
    "resource": "invoicing",
    "backend": "common",
    "table": "invoicing_settings",
    "tableExport": "invoicingSettings",
    "idField": "invoicing_settings_id",
    "centreField": "centre_fk",
    "label": "records.invoicingSettings._title",
    "representation": null,
    "schema": {
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": "InvoicingSettings",
      "description": "A centre's invoice defaults, payment terms and reminders (wording §2/§3 Invoicing settings, §9). Invoice numbering stays in the centre setting.",
      "type": "object",
      "additionalProperties": false,
      "x-record": {
        "resource": "invoicing",
        "table": "invoicing_settings",
        "idField": "invoicing_settings_id",
        "centreField": "centre_fk",
        "singleton": true,
        "writeRoles": [
          "OWNER",
          "ADMIN"
        ]
      },
      "properties": {
        "invoicing_settings_id": {
          "type": "string",
          "format": "uuid",
          "x-list": {
            "filterable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Same as centre_fk (one record per centre) (react-admin needs an id).",
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "centre_fk": {
          "type": "string",
          "format": "uuid",
          "x-readOnly": true,
          "x-label": "records._common.centre"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "x-list": {
            "sortable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.createdAt"
        },
        "updatedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records._common.updatedAt"
        },
        "title": {
          "type": "string",
          "maxLength": 100,
          "description": "Title printed above the invoice, e.g. Rechnung.",
          "x-label": "records.invoicingSettings.title"
        },
        "description": {
          "type": "string",
          "maxLength": 1000,
          "description": "Introductory text of the invoice.",
          "x-label": "records.invoicingSettings.description"
        },
        "notes": {
          "type": "string",
          "maxLength": 2000,
          "description": "Remarks printed below the services.",
          "x-label": "records.invoicingSettings.notes"
        },
        "signedBy": {
          "type": "string",
          "maxLength": 100,
          "x-label": "records.invoicingSettings.signedBy"
        },
        "role": {
          "type": "string",
          "maxLength": 100,
          "description": "Function of the signatory, e.g. Praxisinhaberin.",
          "x-label": "records.invoicingSettings.role"
        },
        "greetings": {
          "type": "string",
          "maxLength": 500,
          "description": "Closing phrase, e.g. Freundliche Grüsse.",
          "x-label": "records.invoicingSettings.greetings"
        },
        "law": {
          "type": "string",
          "enum": [
            "KVG",
            "UVG",
            "IVG",
            "MVG",
            "VVG",
            "ORG",
            "selfPayer"
          ],
          "default": "VVG",
          "description": "Insurance law of new invoices (Tarif 590 is billed under VVG).",
          "x-label": "records.invoicingSettings.law",
          "x-enumLabels": {
            "KVG": "records.invoicingSettings.lawOptions.KVG",
            "UVG": "records.invoicingSettings.lawOptions.UVG",
            "IVG": "records.invoicingSettings.lawOptions.IVG",
            "MVG": "records.invoicingSettings.lawOptions.MVG",
            "VVG": "records.invoicingSettings.lawOptions.VVG",
            "ORG": "records.invoicingSettings.lawOptions.ORG",
            "selfPayer": "records.invoicingSettings.lawOptions.selfPayer"
          }
        },
        "treatmentType": {
          "type": "string",
          "enum": [
            "ambulatory",
            "stationary"
          ],
          "default": "ambulatory",
          "x-label": "records.invoicingSettings.treatmentType",
          "x-enumLabels": {
            "ambulatory": "records.invoicingSettings.treatmentTypeOptions.ambulatory",
            "stationary": "records.invoicingSettings.treatmentTypeOptions.stationary"
          }
        },
        "reasonForTreatment": {
          "type": "string",
          "enum": [
            "disease",
            "accident",
            "maternity",
            "prevention",
            "birthdefect",
            "unknown"
          ],
          "default": "disease",
          "x-label": "records.invoicingSettings.reasonForTreatment",
          "x-enumLabels": {
            "disease": "records.invoicingSettings.reasonForTreatmentOptions.disease",
            "accident": "records.invoicingSettings.reasonForTreatmentOptions.accident",
            "maternity": "records.invoicingSettings.reasonForTreatmentOptions.maternity",
            "prevention": "records.invoicingSettings.reasonForTreatmentOptions.prevention",
            "birthdefect": "records.invoicingSettings.reasonForTreatmentOptions.birthdefect",
            "unknown": "records.invoicingSettings.reasonForTreatmentOptions.unknown"
          }
        },
        "paymentTermDays": {
          "type": "integer",
          "minimum": 0,
          "maximum": 365,
          "default": 30,
          "description": "Days until an invoice is due.",
          "x-label": "records.invoicingSettings.paymentTermDays"
        },
        "reminder1Days": {
          "type": "integer",
          "minimum": 1,
          "maximum": 365,
          "default": 10,
          "description": "Days after the due date before the first reminder.",
          "x-label": "records.invoicingSettings.reminder1Days"
        },
        "reminder2Days": {
          "type": "integer",
          "minimum": 1,
          "maximum": 365,
          "default": 10,
          "description": "Days after the first reminder before the second.",
          "x-label": "records.invoicingSettings.reminder2Days"
        },
        "reminder3Days": {
          "type": "integer",
          "minimum": 1,
          "maximum": 365,
          "default": 10,
          "description": "Days after the second reminder before the third.",
          "x-label": "records.invoicingSettings.reminder3Days"
        },
        "reminder1Text": {
          "type": "string",
          "maxLength": 2000,
          "x-label": "records.invoicingSettings.reminder1Text"
        },
        "reminder2Text": {
          "type": "string",
          "maxLength": 2000,
          "x-label": "records.invoicingSettings.reminder2Text"
        },
        "reminder3Text": {
          "type": "string",
          "maxLength": 2000,
          "x-label": "records.invoicingSettings.reminder3Text"
        },
        "emailTemplate": {
          "type": "string",
          "maxLength": 5000,
          "description": "Text of the e-mail an invoice is sent with.",
          "x-label": "records.invoicingSettings.emailTemplate"
        },
        "directEmailTemplate": {
          "type": "string",
          "maxLength": 5000,
          "description": "Text of the e-mail for direct PDF sending.",
          "x-label": "records.invoicingSettings.directEmailTemplate"
        },
        "directPdfSending": {
          "type": "boolean",
          "default": false,
          "description": "Send the invoice PDF straight to the client when it is created.",
          "x-label": "records.invoicingSettings.directPdfSending"
        },
        "invoiceDocuments": {
          "type": "integer",
          "enum": [
            1,
            2,
            3
          ],
          "default": 1,
          "description": "How many documents each invoice produces (invoice, copy for the client, copy for the insurer).",
          "x-label": "records.invoicingSettings.invoiceDocuments",
          "x-enumLabels": {
            "1": "records.invoicingSettings.invoiceDocumentsOptions.1",
            "2": "records.invoicingSettings.invoiceDocumentsOptions.2",
            "3": "records.invoicingSettings.invoiceDocumentsOptions.3"
          }
        }
      },
      "x-label": "records.invoicingSettings._title"
    },
    "fields": [
      {
        "name": "invoicing_settings_id",
        "path": [
          "invoicing_settings_id"
        ],
        "column": "invoicing_settings_id",
        "key": "invoicingSettingsId",
        "kind": "uuid",
        "notNull": true,
        "role": "id",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.id",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "centre_fk",
        "path": [
          "centre_fk"
        ],
        "column": "centre_id",
        "key": "centreId",
        "kind": "uuid",
        "notNull": true,
        "role": "centre",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.centre",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "createdAt",
        "path": [
          "createdAt"
        ],
        "column": "created_at",
        "key": "createdAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "createdAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.createdAt",
        "list": {
          "column": false,
          "sortable": true,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "updatedAt",
        "path": [
          "updatedAt"
        ],
        "column": "updated_at",
        "key": "updatedAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "updatedAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.updatedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "title",
        "path": [
          "title"
        ],
        "column": "title",
        "key": "title",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.title",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "description",
        "path": [
          "description"
        ],
        "column": "description",
        "key": "description",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.description",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "notes",
        "path": [
          "notes"
        ],
        "column": "notes",
        "key": "notes",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.notes",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "signedBy",
        "path": [
          "signedBy"
        ],
        "column": "signed_by",
        "key": "signedBy",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.signedBy",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "role",
        "path": [
          "role"
        ],
        "column": "role",
        "key": "role",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.role",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "greetings",
        "path": [
          "greetings"
        ],
        "column": "greetings",
        "key": "greetings",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.greetings",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "law",
        "path": [
          "law"
        ],
        "column": "law",
        "key": "law",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.law",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": "VVG"
      },
      {
        "name": "treatmentType",
        "path": [
          "treatmentType"
        ],
        "column": "treatment_type",
        "key": "treatmentType",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.treatmentType",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": "ambulatory"
      },
      {
        "name": "reasonForTreatment",
        "path": [
          "reasonForTreatment"
        ],
        "column": "reason_for_treatment",
        "key": "reasonForTreatment",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.reasonForTreatment",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": "disease"
      },
      {
        "name": "paymentTermDays",
        "path": [
          "paymentTermDays"
        ],
        "column": "payment_term_days",
        "key": "paymentTermDays",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.paymentTermDays",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 30
      },
      {
        "name": "reminder1Days",
        "path": [
          "reminder1Days"
        ],
        "column": "reminder1_days",
        "key": "reminder1Days",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.reminder1Days",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 10
      },
      {
        "name": "reminder2Days",
        "path": [
          "reminder2Days"
        ],
        "column": "reminder2_days",
        "key": "reminder2Days",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.reminder2Days",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 10
      },
      {
        "name": "reminder3Days",
        "path": [
          "reminder3Days"
        ],
        "column": "reminder3_days",
        "key": "reminder3Days",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.reminder3Days",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 10
      },
      {
        "name": "reminder1Text",
        "path": [
          "reminder1Text"
        ],
        "column": "reminder1_text",
        "key": "reminder1Text",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.reminder1Text",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "reminder2Text",
        "path": [
          "reminder2Text"
        ],
        "column": "reminder2_text",
        "key": "reminder2Text",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.reminder2Text",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "reminder3Text",
        "path": [
          "reminder3Text"
        ],
        "column": "reminder3_text",
        "key": "reminder3Text",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.reminder3Text",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "emailTemplate",
        "path": [
          "emailTemplate"
        ],
        "column": "email_template",
        "key": "emailTemplate",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.emailTemplate",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "directEmailTemplate",
        "path": [
          "directEmailTemplate"
        ],
        "column": "direct_email_template",
        "key": "directEmailTemplate",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.directEmailTemplate",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "directPdfSending",
        "path": [
          "directPdfSending"
        ],
        "column": "direct_pdf_sending",
        "key": "directPdfSending",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.directPdfSending",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": false
      },
      {
        "name": "invoiceDocuments",
        "path": [
          "invoiceDocuments"
        ],
        "column": "invoice_documents",
        "key": "invoiceDocuments",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.invoicingSettings.invoiceDocuments",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 1
      }
    ],
    "list": {
      "columns": [],
      "sortable": [
        "createdAt"
      ],
      "filters": [
        {
          "field": "invoicing_settings_id",
          "operator": "eq"
        }
      ],
      "search": [],
      "searchExpression": null,
      "searchColumn": null,
      "defaultSort": {
        "field": "createdAt",
        "order": "DESC"
      }
    },
    "routes": {
      "base": "/api/clinics/:cid/settings/invoicing",
      "aliases": []
    },
    "writeRoles": [
      "OWNER",
      "ADMIN"
    ],
    "singleton": true
  },
  onlinePresence: {
    "name": "onlinePresence",
    "resource": "online-presence",
    "backend": "common",
    "table": "online_presence_settings",
    "tableExport": "onlinePresenceSettings",
    "idField": "online_presence_id",
    "centreField": "centre_fk",
    "label": "records.onlinePresence._title",
    "representation": null,
    "schema": {
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": "OnlinePresence",
      "description": "A centre's public profile and booking widget: widget look, who may book, booking and cancellation limits (wording §2 booking widget, §5).",
      "type": "object",
      "additionalProperties": false,
      "x-record": {
        "resource": "online-presence",
        "table": "online_presence_settings",
        "idField": "online_presence_id",
        "centreField": "centre_fk",
        "singleton": true,
        "writeRoles": [
          "OWNER",
          "ADMIN"
        ]
      },
      "properties": {
        "online_presence_id": {
          "type": "string",
          "format": "uuid",
          "x-list": {
            "filterable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Same as centre_fk (one record per centre) (react-admin needs an id).",
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "centre_fk": {
          "type": "string",
          "format": "uuid",
          "x-readOnly": true,
          "x-label": "records._common.centre"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "x-list": {
            "sortable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.createdAt"
        },
        "updatedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records._common.updatedAt"
        },
        "publicProfile": {
          "type": "boolean",
          "default": false,
          "description": "The profile page /profile/{centreId} is public and listed in the directory.",
          "x-label": "records.onlinePresence.publicProfile"
        },
        "bookingEnabled": {
          "type": "boolean",
          "default": false,
          "description": "The practice takes online bookings: the public booking API (/booking-api/public) answers for it. The owner switches it on (issue 10 §4).",
          "x-label": "records.onlinePresence.bookingEnabled"
        },
        "widget": {
          "type": "object",
          "additionalProperties": false,
          "default": {},
          "x-storage": {
            "flatten": true
          },
          "description": "The booking button embedded in the centre's website.",
          "properties": {
            "templateName": {
              "type": "string",
              "enum": [
                "standard",
                "compact",
                "fullPage"
              ],
              "default": "standard",
              "x-label": "records.onlinePresence.widget_templateName",
              "x-enumLabels": {
                "standard": "records.onlinePresence.widget_templateNameOptions.standard",
                "compact": "records.onlinePresence.widget_templateNameOptions.compact",
                "fullPage": "records.onlinePresence.widget_templateNameOptions.fullPage"
              }
            },
            "buttonColour": {
              "type": "string",
              "pattern": "^#[0-9a-fA-F]{6}$",
              "default": "#1c6e8c",
              "x-label": "records.onlinePresence.widget_buttonColour",
              "maxLength": 50
            },
            "buttonFont": {
              "type": "string",
              "enum": [
                "system",
                "arial",
                "helvetica",
                "georgia",
                "verdana",
                "roboto"
              ],
              "default": "system",
              "x-label": "records.onlinePresence.widget_buttonFont",
              "x-enumLabels": {
                "system": "records.onlinePresence.widget_buttonFontOptions.system",
                "arial": "records.onlinePresence.widget_buttonFontOptions.arial",
                "helvetica": "records.onlinePresence.widget_buttonFontOptions.helvetica",
                "georgia": "records.onlinePresence.widget_buttonFontOptions.georgia",
                "verdana": "records.onlinePresence.widget_buttonFontOptions.verdana",
                "roboto": "records.onlinePresence.widget_buttonFontOptions.roboto"
              }
            },
            "buttonSize": {
              "type": "string",
              "enum": [
                "small",
                "medium",
                "large"
              ],
              "default": "medium",
              "x-label": "records.onlinePresence.widget_buttonSize",
              "x-enumLabels": {
                "small": "records.onlinePresence.widget_buttonSizeOptions.small",
                "medium": "records.onlinePresence.widget_buttonSizeOptions.medium",
                "large": "records.onlinePresence.widget_buttonSizeOptions.large"
              }
            },
            "buttonText": {
              "type": "string",
              "maxLength": 40,
              "description": "Empty: the translated default (Book online).",
              "x-label": "records.onlinePresence.widget_buttonText"
            }
          },
          "x-label": "records.onlinePresence.widget"
        },
        "onlyAddressBookClients": {
          "type": "boolean",
          "default": false,
          "description": "Only clients already in the address book may book online.",
          "x-label": "records.onlinePresence.onlyAddressBookClients"
        },
        "askDateOfBirth": {
          "type": "boolean",
          "default": false,
          "description": "The booking page asks new clients for their date of birth (and requires it).",
          "x-label": "records.onlinePresence.askDateOfBirth"
        },
        "bookingLimit": {
          "type": "object",
          "additionalProperties": false,
          "default": {},
          "x-storage": {
            "flatten": true
          },
          "description": "Online bookings must be made at least this long before the appointment.",
          "properties": {
            "amount": {
              "type": "integer",
              "minimum": 0,
              "maximum": 1000,
              "default": 24,
              "x-label": "records.onlinePresence.bookingLimit_amount"
            },
            "unit": {
              "type": "string",
              "enum": [
                "hours",
                "days",
                "weeks",
                "months",
                "years"
              ],
              "default": "hours",
              "x-enumLabels": {
                "hours": "records.onlinePresence.limitUnitOptions.hours",
                "days": "records.onlinePresence.limitUnitOptions.days",
                "weeks": "records.onlinePresence.limitUnitOptions.weeks",
                "months": "records.onlinePresence.limitUnitOptions.months",
                "years": "records.onlinePresence.limitUnitOptions.years"
              },
              "x-label": "records.onlinePresence.bookingLimit_unit"
            }
          },
          "x-label": "records.onlinePresence.bookingLimit"
        },
        "bookingHorizon": {
          "type": "object",
          "additionalProperties": false,
          "default": {},
          "x-storage": {
            "flatten": true
          },
          "description": "Online bookings reach at most this far ahead.",
          "properties": {
            "amount": {
              "type": "integer",
              "minimum": 0,
              "maximum": 1000,
              "default": 6,
              "x-label": "records.onlinePresence.bookingHorizon_amount"
            },
            "unit": {
              "type": "string",
              "enum": [
                "hours",
                "days",
                "weeks",
                "months",
                "years"
              ],
              "default": "months",
              "x-enumLabels": {
                "hours": "records.onlinePresence.limitUnitOptions.hours",
                "days": "records.onlinePresence.limitUnitOptions.days",
                "weeks": "records.onlinePresence.limitUnitOptions.weeks",
                "months": "records.onlinePresence.limitUnitOptions.months",
                "years": "records.onlinePresence.limitUnitOptions.years"
              },
              "x-label": "records.onlinePresence.bookingHorizon_unit"
            }
          },
          "x-label": "records.onlinePresence.bookingHorizon"
        },
        "cancellationLimit": {
          "type": "object",
          "additionalProperties": false,
          "default": {},
          "x-storage": {
            "flatten": true
          },
          "description": "Clients may cancel online until this long before the appointment.",
          "properties": {
            "amount": {
              "type": "integer",
              "minimum": 0,
              "maximum": 1000,
              "default": 24,
              "x-label": "records.onlinePresence.cancellationLimit_amount"
            },
            "unit": {
              "type": "string",
              "enum": [
                "hours",
                "days",
                "weeks",
                "months",
                "years"
              ],
              "default": "hours",
              "x-enumLabels": {
                "hours": "records.onlinePresence.limitUnitOptions.hours",
                "days": "records.onlinePresence.limitUnitOptions.days",
                "weeks": "records.onlinePresence.limitUnitOptions.weeks",
                "months": "records.onlinePresence.limitUnitOptions.months",
                "years": "records.onlinePresence.limitUnitOptions.years"
              },
              "x-label": "records.onlinePresence.cancellationLimit_unit"
            }
          },
          "x-label": "records.onlinePresence.cancellationLimit"
        },
        "waitlistHoldMinutes": {
          "type": "integer",
          "minimum": 5,
          "maximum": 1440,
          "default": 30,
          "description": "How long a slot freed for the waitlist is held for the patient it is offered to before it goes to the next (issue 10 §6).",
          "x-label": "records.onlinePresence.waitlistHoldMinutes"
        },
        "requestExpiryHours": {
          "type": "integer",
          "minimum": 0,
          "maximum": 720,
          "default": 48,
          "description": "A booking request (an appointment awaiting confirmation in the inbox) not confirmed within this many hours of being made is denied automatically and the client told; 0 = never (issue 10 §5).",
          "x-label": "records.onlinePresence.requestExpiryHours"
        }
      },
      "x-label": "records.onlinePresence._title"
    },
    "fields": [
      {
        "name": "online_presence_id",
        "path": [
          "online_presence_id"
        ],
        "column": "online_presence_id",
        "key": "onlinePresenceId",
        "kind": "uuid",
        "notNull": true,
        "role": "id",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.id",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "centre_fk",
        "path": [
          "centre_fk"
        ],
        "column": "centre_id",
        "key": "centreId",
        "kind": "uuid",
        "notNull": true,
        "role": "centre",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.centre",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "createdAt",
        "path": [
          "createdAt"
        ],
        "column": "created_at",
        "key": "createdAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "createdAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.createdAt",
        "list": {
          "column": false,
          "sortable": true,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "updatedAt",
        "path": [
          "updatedAt"
        ],
        "column": "updated_at",
        "key": "updatedAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "updatedAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.updatedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "publicProfile",
        "path": [
          "publicProfile"
        ],
        "column": "public_profile",
        "key": "publicProfile",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.onlinePresence.publicProfile",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": false
      },
      {
        "name": "bookingEnabled",
        "path": [
          "bookingEnabled"
        ],
        "column": "booking_enabled",
        "key": "bookingEnabled",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.onlinePresence.bookingEnabled",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": false
      },
      {
        "name": "widget.templateName",
        "path": [
          "widget",
          "templateName"
        ],
        "column": "widget_template_name",
        "key": "widgetTemplateName",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.onlinePresence.widget_templateName",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": "standard"
      },
      {
        "name": "widget.buttonColour",
        "path": [
          "widget",
          "buttonColour"
        ],
        "column": "widget_button_colour",
        "key": "widgetButtonColour",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.onlinePresence.widget_buttonColour",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": "#1c6e8c"
      },
      {
        "name": "widget.buttonFont",
        "path": [
          "widget",
          "buttonFont"
        ],
        "column": "widget_button_font",
        "key": "widgetButtonFont",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.onlinePresence.widget_buttonFont",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": "system"
      },
      {
        "name": "widget.buttonSize",
        "path": [
          "widget",
          "buttonSize"
        ],
        "column": "widget_button_size",
        "key": "widgetButtonSize",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.onlinePresence.widget_buttonSize",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": "medium"
      },
      {
        "name": "widget.buttonText",
        "path": [
          "widget",
          "buttonText"
        ],
        "column": "widget_button_text",
        "key": "widgetButtonText",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.onlinePresence.widget_buttonText",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "onlyAddressBookClients",
        "path": [
          "onlyAddressBookClients"
        ],
        "column": "only_address_book_clients",
        "key": "onlyAddressBookClients",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.onlinePresence.onlyAddressBookClients",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": false
      },
      {
        "name": "askDateOfBirth",
        "path": [
          "askDateOfBirth"
        ],
        "column": "ask_date_of_birth",
        "key": "askDateOfBirth",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.onlinePresence.askDateOfBirth",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": false
      },
      {
        "name": "bookingLimit.amount",
        "path": [
          "bookingLimit",
          "amount"
        ],
        "column": "booking_limit_amount",
        "key": "bookingLimitAmount",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.onlinePresence.bookingLimit_amount",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 24
      },
      {
        "name": "bookingLimit.unit",
        "path": [
          "bookingLimit",
          "unit"
        ],
        "column": "booking_limit_unit",
        "key": "bookingLimitUnit",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.onlinePresence.bookingLimit_unit",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": "hours"
      },
      {
        "name": "bookingHorizon.amount",
        "path": [
          "bookingHorizon",
          "amount"
        ],
        "column": "booking_horizon_amount",
        "key": "bookingHorizonAmount",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.onlinePresence.bookingHorizon_amount",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 6
      },
      {
        "name": "bookingHorizon.unit",
        "path": [
          "bookingHorizon",
          "unit"
        ],
        "column": "booking_horizon_unit",
        "key": "bookingHorizonUnit",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.onlinePresence.bookingHorizon_unit",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": "months"
      },
      {
        "name": "cancellationLimit.amount",
        "path": [
          "cancellationLimit",
          "amount"
        ],
        "column": "cancellation_limit_amount",
        "key": "cancellationLimitAmount",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.onlinePresence.cancellationLimit_amount",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 24
      },
      {
        "name": "cancellationLimit.unit",
        "path": [
          "cancellationLimit",
          "unit"
        ],
        "column": "cancellation_limit_unit",
        "key": "cancellationLimitUnit",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.onlinePresence.cancellationLimit_unit",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": "hours"
      },
      {
        "name": "waitlistHoldMinutes",
        "path": [
          "waitlistHoldMinutes"
        ],
        "column": "waitlist_hold_minutes",
        "key": "waitlistHoldMinutes",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.onlinePresence.waitlistHoldMinutes",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 30
      },
      {
        "name": "requestExpiryHours",
        "path": [
          "requestExpiryHours"
        ],
        "column": "request_expiry_hours",
        "key": "requestExpiryHours",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.onlinePresence.requestExpiryHours",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 48
      }
    ],
    "list": {
      "columns": [],
      "sortable": [
        "createdAt"
      ],
      "filters": [
        {
          "field": "online_presence_id",
          "operator": "eq"
        }
      ],
      "search": [],
      "searchExpression": null,
      "searchColumn": null,
      "defaultSort": {
        "field": "createdAt",
        "order": "DESC"
      }
    },
    "routes": {
      "base": "/api/clinics/:cid/settings/online-presence",
      "aliases": []
    },
    "writeRoles": [
      "OWNER",
      "ADMIN"
    ],
    "singleton": true
  },
  project: {
    "name": "project",
    "resource": "projects",
    "backend": "common",
    "table": "projects",
    "tableExport": "projects",
    "idField": "project_id",
    "centreField": "centre_fk",
    "label": "records.project._title",
    "representation": "%{name}",
    "schema": {
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": "Project",
      "description": "A client's case (wording §3 \"Project/case\"): insurance, accident, referrer and treatment data an invoice under a Swiss tariff needs. An appointment belongs to at most one case of its client (PATCH /api/appointments/{id}/update-project).",
      "type": "object",
      "additionalProperties": false,
      "x-record": {
        "resource": "projects",
        "idField": "project_id",
        "centreField": "centre_fk",
        "defaultSort": [
          "name",
          "ASC"
        ],
        "representation": "%{name}"
      },
      "required": [
        "name"
      ],
      "properties": {
        "project_id": {
          "type": "string",
          "format": "uuid",
          "x-list": {
            "filterable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Same as project_id (react-admin needs an id).",
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "centre_fk": {
          "type": "string",
          "format": "uuid",
          "x-readOnly": true,
          "x-label": "records._common.centre"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "x-list": {
            "sortable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.createdAt"
        },
        "updatedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records._common.updatedAt"
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "x-list": {
            "column": true,
            "sortable": true,
            "searchable": true
          },
          "x-label": "records.project.name"
        },
        "contact_fk": {
          "$ref": "#/$defs/uuid",
          "x-ref": {
            "record": "contact",
            "onDelete": "cascade"
          },
          "description": "The client the case belongs to; update-project assigns it only to this client's appointments.",
          "x-list": {
            "column": true,
            "filterable": "eq"
          },
          "x-storage": {
            "index": true
          },
          "x-label": "records.project.contact_fk"
        },
        "caseNumber": {
          "type": "string",
          "maxLength": 50,
          "x-list": {
            "column": true,
            "searchable": true
          },
          "x-label": "records.project.caseNumber"
        },
        "caseDate": {
          "$ref": "#/$defs/date",
          "x-label": "records.project.caseDate"
        },
        "accidentNumber": {
          "type": "string",
          "maxLength": 50,
          "x-label": "records.project.accidentNumber"
        },
        "accidentDate": {
          "$ref": "#/$defs/date",
          "x-label": "records.project.accidentDate"
        },
        "dispositionNumber": {
          "type": "string",
          "maxLength": 50,
          "x-label": "records.project.dispositionNumber"
        },
        "dispositionDate": {
          "$ref": "#/$defs/date",
          "x-label": "records.project.dispositionDate"
        },
        "costReimbursementNumber": {
          "type": "string",
          "maxLength": 50,
          "x-label": "records.project.costReimbursementNumber"
        },
        "costReimbursementDate": {
          "$ref": "#/$defs/date",
          "x-label": "records.project.costReimbursementDate"
        },
        "insuranceLaw": {
          "type": "string",
          "maxLength": 20,
          "description": "KVG, UVG, IVG, MVG, VVG or private (the invoice's law).",
          "x-label": "records.project.insuranceLaw"
        },
        "treatmentType": {
          "type": "string",
          "maxLength": 50,
          "x-label": "records.project.treatmentType"
        },
        "treatmentReason": {
          "type": "string",
          "maxLength": 50,
          "x-label": "records.project.treatmentReason"
        },
        "sessionType": {
          "type": "string",
          "maxLength": 50,
          "x-label": "records.project.sessionType"
        },
        "maxSessions": {
          "type": "integer",
          "minimum": 0,
          "maximum": 1000,
          "x-label": "records.project.maxSessions"
        },
        "diagnosis": {
          "type": "string",
          "maxLength": 2000,
          "x-label": "records.project.diagnosis"
        },
        "referrerFirstName": {
          "type": "string",
          "maxLength": 50,
          "x-label": "records.project.referrerFirstName"
        },
        "referrerLastName": {
          "type": "string",
          "maxLength": 50,
          "x-label": "records.project.referrerLastName"
        },
        "referrerGln": {
          "type": "string",
          "format": "gln",
          "x-label": "records.project.referrerGln"
        },
        "referrerZsr": {
          "type": "string",
          "format": "zsr",
          "x-label": "records.project.referrerZsr"
        },
        "referrerAddress": {
          "type": "string",
          "maxLength": 100,
          "x-label": "records.project.referrerAddress"
        },
        "referrerZip": {
          "type": "string",
          "maxLength": 10,
          "x-label": "records.project.referrerZip"
        },
        "referrerCity": {
          "type": "string",
          "maxLength": 50,
          "x-label": "records.project.referrerCity"
        },
        "remunerationType": {
          "type": "string",
          "maxLength": 50,
          "x-label": "records.project.remunerationType"
        },
        "canton": {
          "type": "string",
          "maxLength": 2,
          "x-label": "records.project.canton"
        },
        "insuranceCardNumber": {
          "type": "string",
          "maxLength": 50,
          "x-label": "records.project.insuranceCardNumber"
        },
        "insuranceCardValidUntil": {
          "$ref": "#/$defs/date",
          "x-label": "records.project.insuranceCardValidUntil"
        },
        "role": {
          "type": "string",
          "maxLength": 50,
          "x-label": "records.project.role"
        },
        "place": {
          "type": "string",
          "maxLength": 50,
          "x-label": "records.project.place"
        }
      },
      "x-label": "records.project._title",
      "$defs": {
        "date": {
          "title": "IsoDate",
          "description": "A calendar date, YYYY-MM-DD.",
          "type": "string",
          "format": "date"
        },
        "uuid": {
          "title": "Uuid",
          "type": "string",
          "format": "uuid"
        }
      }
    },
    "fields": [
      {
        "name": "project_id",
        "path": [
          "project_id"
        ],
        "column": "project_id",
        "key": "projectId",
        "kind": "uuid",
        "notNull": true,
        "role": "id",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.id",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "centre_fk",
        "path": [
          "centre_fk"
        ],
        "column": "centre_id",
        "key": "centreId",
        "kind": "uuid",
        "notNull": true,
        "role": "centre",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.centre",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "createdAt",
        "path": [
          "createdAt"
        ],
        "column": "created_at",
        "key": "createdAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "createdAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.createdAt",
        "list": {
          "column": false,
          "sortable": true,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "updatedAt",
        "path": [
          "updatedAt"
        ],
        "column": "updated_at",
        "key": "updatedAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "updatedAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.updatedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "name",
        "path": [
          "name"
        ],
        "column": "name",
        "key": "name",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.name",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": true
        }
      },
      {
        "name": "contact_fk",
        "path": [
          "contact_fk"
        ],
        "column": "contact_fk",
        "key": "contactFk",
        "kind": "uuid",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.contact_fk",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "indexed": true,
        "ref": {
          "record": "contact",
          "table": "contacts",
          "column": "contact_id",
          "onDelete": "cascade"
        }
      },
      {
        "name": "caseNumber",
        "path": [
          "caseNumber"
        ],
        "column": "case_number",
        "key": "caseNumber",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.caseNumber",
        "list": {
          "column": true,
          "sortable": false,
          "filter": null,
          "searchable": true
        }
      },
      {
        "name": "caseDate",
        "path": [
          "caseDate"
        ],
        "column": "case_date",
        "key": "caseDate",
        "kind": "date",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.caseDate",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "accidentNumber",
        "path": [
          "accidentNumber"
        ],
        "column": "accident_number",
        "key": "accidentNumber",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.accidentNumber",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "accidentDate",
        "path": [
          "accidentDate"
        ],
        "column": "accident_date",
        "key": "accidentDate",
        "kind": "date",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.accidentDate",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "dispositionNumber",
        "path": [
          "dispositionNumber"
        ],
        "column": "disposition_number",
        "key": "dispositionNumber",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.dispositionNumber",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "dispositionDate",
        "path": [
          "dispositionDate"
        ],
        "column": "disposition_date",
        "key": "dispositionDate",
        "kind": "date",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.dispositionDate",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "costReimbursementNumber",
        "path": [
          "costReimbursementNumber"
        ],
        "column": "cost_reimbursement_number",
        "key": "costReimbursementNumber",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.costReimbursementNumber",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "costReimbursementDate",
        "path": [
          "costReimbursementDate"
        ],
        "column": "cost_reimbursement_date",
        "key": "costReimbursementDate",
        "kind": "date",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.costReimbursementDate",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "insuranceLaw",
        "path": [
          "insuranceLaw"
        ],
        "column": "insurance_law",
        "key": "insuranceLaw",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.insuranceLaw",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "treatmentType",
        "path": [
          "treatmentType"
        ],
        "column": "treatment_type",
        "key": "treatmentType",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.treatmentType",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "treatmentReason",
        "path": [
          "treatmentReason"
        ],
        "column": "treatment_reason",
        "key": "treatmentReason",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.treatmentReason",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "sessionType",
        "path": [
          "sessionType"
        ],
        "column": "session_type",
        "key": "sessionType",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.sessionType",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "maxSessions",
        "path": [
          "maxSessions"
        ],
        "column": "max_sessions",
        "key": "maxSessions",
        "kind": "integer",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.maxSessions",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "diagnosis",
        "path": [
          "diagnosis"
        ],
        "column": "diagnosis",
        "key": "diagnosis",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.diagnosis",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "referrerFirstName",
        "path": [
          "referrerFirstName"
        ],
        "column": "referrer_first_name",
        "key": "referrerFirstName",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.referrerFirstName",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "referrerLastName",
        "path": [
          "referrerLastName"
        ],
        "column": "referrer_last_name",
        "key": "referrerLastName",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.referrerLastName",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "referrerGln",
        "path": [
          "referrerGln"
        ],
        "column": "referrer_gln",
        "key": "referrerGln",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.referrerGln",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "referrerZsr",
        "path": [
          "referrerZsr"
        ],
        "column": "referrer_zsr",
        "key": "referrerZsr",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.referrerZsr",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "referrerAddress",
        "path": [
          "referrerAddress"
        ],
        "column": "referrer_address",
        "key": "referrerAddress",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.referrerAddress",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "referrerZip",
        "path": [
          "referrerZip"
        ],
        "column": "referrer_zip",
        "key": "referrerZip",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.referrerZip",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "referrerCity",
        "path": [
          "referrerCity"
        ],
        "column": "referrer_city",
        "key": "referrerCity",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.referrerCity",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "remunerationType",
        "path": [
          "remunerationType"
        ],
        "column": "remuneration_type",
        "key": "remunerationType",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.remunerationType",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "canton",
        "path": [
          "canton"
        ],
        "column": "canton",
        "key": "canton",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.canton",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "insuranceCardNumber",
        "path": [
          "insuranceCardNumber"
        ],
        "column": "insurance_card_number",
        "key": "insuranceCardNumber",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.insuranceCardNumber",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "insuranceCardValidUntil",
        "path": [
          "insuranceCardValidUntil"
        ],
        "column": "insurance_card_valid_until",
        "key": "insuranceCardValidUntil",
        "kind": "date",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.insuranceCardValidUntil",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "role",
        "path": [
          "role"
        ],
        "column": "role",
        "key": "role",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.role",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "place",
        "path": [
          "place"
        ],
        "column": "place",
        "key": "place",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.project.place",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      }
    ],
    "list": {
      "columns": [
        "name",
        "contact_fk",
        "caseNumber"
      ],
      "sortable": [
        "createdAt",
        "name"
      ],
      "filters": [
        {
          "field": "project_id",
          "operator": "eq"
        },
        {
          "field": "contact_fk",
          "operator": "eq"
        }
      ],
      "search": [
        "name",
        "caseNumber"
      ],
      "searchExpression": "translate(lower(coalesce(\"name\", '') || ' ' || coalesce(\"case_number\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')",
      "searchColumn": "search_text",
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      }
    },
    "routes": {
      "base": "/api/clinics/:cid/projects",
      "aliases": []
    },
    "writeRoles": null
  },
  queryList: {
    "name": "queryList",
    "resource": "query-lists",
    "backend": "common",
    "table": "query_lists",
    "tableExport": "queryLists",
    "idField": "query_list_id",
    "centreField": "centre_fk",
    "label": "records.queryList._title",
    "representation": "%{name}",
    "schema": {
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": "QueryList",
      "description": "A saved list query of a centre, e.g. the client list filtered by tag and city (behaviour §3 Centre: query lists; §7 Query lists).",
      "type": "object",
      "additionalProperties": false,
      "x-record": {
        "resource": "query-lists",
        "idField": "query_list_id",
        "centreField": "centre_fk",
        "defaultSort": [
          "name",
          "ASC"
        ],
        "representation": "%{name}",
        "aliases": [
          {
            "method": "GET",
            "url": "/api/centre/:id/queryLists",
            "op": "list",
            "centre": {
              "from": "params",
              "key": "id"
            }
          },
          {
            "method": "POST",
            "url": "/api/centre/:id/createQueryList",
            "op": "create",
            "centre": {
              "from": "params",
              "key": "id"
            }
          },
          {
            "method": "PATCH",
            "url": "/api/queryLists/:id",
            "op": "update",
            "centre": {
              "from": "record",
              "key": "id"
            }
          },
          {
            "method": "DELETE",
            "url": "/api/queryLists/:id",
            "op": "delete",
            "centre": {
              "from": "record",
              "key": "id"
            }
          }
        ]
      },
      "required": [
        "name"
      ],
      "properties": {
        "query_list_id": {
          "type": "string",
          "format": "uuid",
          "x-list": {
            "filterable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Same as query_list_id (react-admin needs an id).",
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "centre_fk": {
          "type": "string",
          "format": "uuid",
          "x-readOnly": true,
          "x-label": "records._common.centre"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "x-list": {
            "sortable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.createdAt"
        },
        "updatedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records._common.updatedAt"
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "description": "Unique in the centre (any case), so a saved filter is found by its name.",
          "x-storage": {
            "uniquePerCentre": true
          },
          "x-list": {
            "column": true,
            "sortable": true,
            "searchable": true
          },
          "x-label": "records.queryList.name"
        },
        "resource": {
          "type": "string",
          "pattern": "^[a-z][a-z0-9-]*$",
          "maxLength": 50,
          "default": "contacts",
          "description": "The list the query belongs to, e.g. contacts.",
          "x-list": {
            "column": true,
            "filterable": true
          },
          "x-label": "records.queryList.resource"
        },
        "filter": {
          "type": "object",
          "maxProperties": 30,
          "default": {},
          "description": "The list filter as the list call takes it (filterable fields of the resource, q for search).",
          "x-label": "records.queryList.filter"
        },
        "sort": {
          "type": "object",
          "additionalProperties": false,
          "required": [
            "field",
            "order"
          ],
          "properties": {
            "field": {
              "type": "string",
              "maxLength": 50,
              "x-label": "records.queryList.sort_field"
            },
            "order": {
              "type": "string",
              "enum": [
                "ASC",
                "DESC"
              ],
              "x-label": "records.queryList.sort_order",
              "x-enumLabels": {
                "ASC": "records.queryList.sort_orderOptions.ASC",
                "DESC": "records.queryList.sort_orderOptions.DESC"
              }
            }
          },
          "x-label": "records.queryList.sort"
        }
      },
      "x-label": "records.queryList._title"
    },
    "fields": [
      {
        "name": "query_list_id",
        "path": [
          "query_list_id"
        ],
        "column": "query_list_id",
        "key": "queryListId",
        "kind": "uuid",
        "notNull": true,
        "role": "id",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.id",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "centre_fk",
        "path": [
          "centre_fk"
        ],
        "column": "centre_id",
        "key": "centreId",
        "kind": "uuid",
        "notNull": true,
        "role": "centre",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.centre",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "createdAt",
        "path": [
          "createdAt"
        ],
        "column": "created_at",
        "key": "createdAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "createdAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.createdAt",
        "list": {
          "column": false,
          "sortable": true,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "updatedAt",
        "path": [
          "updatedAt"
        ],
        "column": "updated_at",
        "key": "updatedAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "updatedAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.updatedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "name",
        "path": [
          "name"
        ],
        "column": "name",
        "key": "name",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.queryList.name",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": true
        },
        "uniquePerCentre": true
      },
      {
        "name": "resource",
        "path": [
          "resource"
        ],
        "column": "resource",
        "key": "resource",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.queryList.resource",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "default": "contacts"
      },
      {
        "name": "filter",
        "path": [
          "filter"
        ],
        "column": "filter",
        "key": "filter",
        "kind": "jsonb",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.queryList.filter",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": {}
      },
      {
        "name": "sort",
        "path": [
          "sort"
        ],
        "column": "sort",
        "key": "sort",
        "kind": "jsonb",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.queryList.sort",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      }
    ],
    "list": {
      "columns": [
        "name",
        "resource"
      ],
      "sortable": [
        "createdAt",
        "name"
      ],
      "filters": [
        {
          "field": "query_list_id",
          "operator": "eq"
        },
        {
          "field": "resource",
          "operator": "eq"
        }
      ],
      "search": [
        "name"
      ],
      "searchExpression": "translate(lower(coalesce(\"name\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')",
      "searchColumn": "search_text",
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      }
    },
    "routes": {
      "base": "/api/clinics/:cid/query-lists",
      "aliases": [
        {
          "method": "GET",
          "url": "/api/centre/:id/queryLists",
          "op": "list",
          "centre": {
            "from": "params",
            "key": "id"
          }
        },
        {
          "method": "POST",
          "url": "/api/centre/:id/createQueryList",
          "op": "create",
          "centre": {
            "from": "params",
            "key": "id"
          }
        },
        {
          "method": "PATCH",
          "url": "/api/queryLists/:id",
          "op": "update",
          "centre": {
            "from": "record",
            "key": "id"
          }
        },
        {
          "method": "DELETE",
          "url": "/api/queryLists/:id",
          "op": "delete",
          "centre": {
            "from": "record",
            "key": "id"
          }
        }
      ]
    },
    "writeRoles": null
  },
  service: {
    "name": "service",
    "resource": "services",
    "backend": "common",
    "table": "services",
    "tableExport": "services",
    "idField": "service_id",
    "centreField": "centre_fk",
    "label": "records.service._title",
    "representation": "%{name}",
    "schema": {
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": "Service",
      "description": "A service a centre offers and bills (spec behaviour §3 Service, wording §3 Service).",
      "type": "object",
      "additionalProperties": false,
      "x-record": {
        "resource": "services",
        "idField": "service_id",
        "centreField": "centre_fk",
        "defaultSort": [
          "name",
          "ASC"
        ],
        "representation": "%{name}",
        "writeRoles": [
          "OWNER",
          "ADMIN"
        ]
      },
      "required": [
        "name"
      ],
      "properties": {
        "service_id": {
          "type": "string",
          "format": "uuid",
          "x-list": {
            "filterable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Same as service_id (react-admin needs an id).",
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "centre_fk": {
          "type": "string",
          "format": "uuid",
          "x-readOnly": true,
          "x-label": "records._common.centre"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "x-list": {
            "sortable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.createdAt"
        },
        "updatedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records._common.updatedAt"
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 100,
          "x-list": {
            "column": true,
            "sortable": true,
            "filterable": "contains",
            "searchable": true
          },
          "x-label": "records.service.name"
        },
        "description": {
          "type": "string",
          "maxLength": 2000,
          "x-label": "records.service.description"
        },
        "type": {
          "type": "string",
          "enum": [
            "regular",
            "tarif590"
          ],
          "default": "regular",
          "x-list": {
            "column": true,
            "filterable": true
          },
          "x-label": "records.service.type",
          "x-enumLabels": {
            "regular": "records.service.typeOptions.regular",
            "tarif590": "records.service.typeOptions.tarif590"
          }
        },
        "category_fk": {
          "$ref": "#/$defs/uuid",
          "x-ref": "serviceCategory",
          "x-list": {
            "column": true,
            "filterable": true
          },
          "x-label": "records.service.category_fk"
        },
        "unit": {
          "type": "string",
          "enum": [
            "hour",
            "minute",
            "percentage",
            "piece"
          ],
          "default": "minute",
          "x-label": "records.service.unit",
          "x-enumLabels": {
            "hour": "records.service.unitOptions.hour",
            "minute": "records.service.unitOptions.minute",
            "percentage": "records.service.unitOptions.percentage",
            "piece": "records.service.unitOptions.piece"
          }
        },
        "ppu": {
          "$ref": "#/$defs/money",
          "default": 0,
          "description": "Price per unit in Rappen.",
          "x-list": {
            "column": true,
            "sortable": true
          },
          "x-label": "records.service.ppu"
        },
        "count": {
          "type": "integer",
          "minimum": 0,
          "maximum": 10000,
          "default": 1,
          "description": "Number of units billed by default.",
          "x-label": "records.service.count"
        },
        "duration": {
          "type": "integer",
          "minimum": 0,
          "maximum": 1440,
          "default": 60,
          "description": "Minutes.",
          "x-list": {
            "column": true,
            "sortable": true
          },
          "x-label": "records.service.duration"
        },
        "tax": {
          "type": "string",
          "maxLength": 20,
          "default": "",
          "description": "Code of the VAT rate that applies (the rate valid on the date of the service); empty for none.",
          "x-label": "records.service.tax"
        },
        "bufferTimeBefore": {
          "type": "integer",
          "minimum": 0,
          "maximum": 480,
          "default": 0,
          "description": "Minutes kept free before the appointment.",
          "x-label": "records.service.bufferTimeBefore"
        },
        "bufferTime": {
          "type": "integer",
          "minimum": 0,
          "maximum": 480,
          "default": 0,
          "description": "Minutes kept free after the appointment.",
          "x-label": "records.service.bufferTime"
        },
        "fixStart": {
          "type": "boolean",
          "default": false,
          "description": "Online bookings may only start at fixStartTime.",
          "x-label": "records.service.fixStart"
        },
        "fixStartTime": {
          "$ref": "#/$defs/time",
          "x-label": "records.service.fixStartTime"
        },
        "onlineBooking": {
          "type": "boolean",
          "default": false,
          "x-list": {
            "column": true,
            "filterable": true
          },
          "x-label": "records.service.onlineBooking"
        },
        "confirmation": {
          "type": "string",
          "enum": [
            "automatic",
            "manual"
          ],
          "default": "automatic",
          "description": "Online bookings are confirmed automatically or manually in the inbox.",
          "x-label": "records.service.confirmation",
          "x-enumLabels": {
            "automatic": "records.service.confirmationOptions.automatic",
            "manual": "records.service.confirmationOptions.manual"
          }
        },
        "virtual": {
          "type": "boolean",
          "default": false,
          "description": "A video or phone service without a room.",
          "x-label": "records.service.virtual"
        },
        "groupEvent": {
          "type": "boolean",
          "default": false,
          "description": "A class or group event: one slot of the therapist takes up to the appointment's numberOfPeople clients (groupEventEntries).",
          "x-label": "records.service.groupEvent"
        },
        "number": {
          "type": "string",
          "maxLength": 20,
          "description": "The centre's own service number.",
          "x-list": {
            "sortable": true,
            "searchable": true
          },
          "x-label": "records.service.number"
        },
        "tarif": {
          "type": "string",
          "pattern": "^[0-9A-Z]{3}$",
          "description": "Tariff type code, e.g. 590.",
          "x-label": "records.service.tarif",
          "maxLength": 50
        },
        "nr": {
          "type": "string",
          "maxLength": 20,
          "format": "tariffPosition",
          "description": "Tariff position (Tarifziffer): 4 digits for Tarif 590, e.g. 1200.",
          "x-list": {
            "searchable": true
          },
          "x-label": "records.service.nr"
        },
        "rate": {
          "type": "number",
          "minimum": 0,
          "maximum": 1000,
          "default": 1,
          "description": "Scaling factor applied to the tariff position.",
          "x-storage": {
            "precision": 9,
            "scale": 4
          },
          "x-label": "records.service.rate"
        },
        "tpwAL": {
          "type": "number",
          "minimum": 0,
          "maximum": 100,
          "description": "Tax-point value, medical part (AL).",
          "x-storage": {
            "precision": 8,
            "scale": 4
          },
          "x-label": "records.service.tpwAL"
        },
        "tpwTL": {
          "type": "number",
          "minimum": 0,
          "maximum": 100,
          "description": "Tax-point value, technical part (TL).",
          "x-storage": {
            "precision": 8,
            "scale": 4
          },
          "x-label": "records.service.tpwTL"
        },
        "accountingAccount": {
          "type": "string",
          "maxLength": 20,
          "x-label": "records.service.accountingAccount"
        },
        "langDepData": {
          "type": "array",
          "maxItems": 4,
          "default": [],
          "description": "The service name per interface language.",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "langKey",
              "name"
            ],
            "properties": {
              "langKey": {
                "$ref": "#/$defs/langKey",
                "x-label": "records.service.langDepData_langKey"
              },
              "name": {
                "type": "string",
                "minLength": 1,
                "maxLength": 100,
                "x-label": "records.service.langDepData_name"
              }
            }
          },
          "x-label": "records.service.langDepData"
        },
        "variants": {
          "type": "array",
          "maxItems": 50,
          "default": [],
          "description": "Variants with their own duration and price; the server gives each a variantId.",
          "items": {
            "type": "object",
            "additionalProperties": false,
            "required": [
              "name"
            ],
            "properties": {
              "variantId": {
                "$ref": "#/$defs/uuid",
                "x-label": "records.service.variants_variantId"
              },
              "name": {
                "type": "string",
                "minLength": 1,
                "maxLength": 100,
                "x-label": "records.service.variants_name"
              },
              "duration": {
                "type": "integer",
                "minimum": 0,
                "maximum": 1440,
                "x-label": "records.service.variants_duration"
              },
              "ppu": {
                "$ref": "#/$defs/money",
                "x-label": "records.service.variants_ppu"
              }
            }
          },
          "x-label": "records.service.variants"
        },
        "resourceIds": {
          "type": "array",
          "items": {
            "$ref": "#/$defs/uuid"
          },
          "uniqueItems": true,
          "maxItems": 200,
          "default": [],
          "description": "User ids of the centre's therapists (resources) who provide this service.",
          "x-list": {
            "filterable": "includes"
          },
          "x-label": "records.service.resourceIds"
        }
      },
      "x-label": "records.service._title",
      "$defs": {
        "langKey": {
          "title": "LangKey",
          "description": "An interface language.",
          "type": "string",
          "enum": [
            "de",
            "en",
            "fr",
            "it"
          ],
          "x-enumLabels": {
            "de": "records._defs.langKey.de",
            "en": "records._defs.langKey.en",
            "fr": "records._defs.langKey.fr",
            "it": "records._defs.langKey.it"
          }
        },
        "money": {
          "title": "Money",
          "description": "An amount in Rappen (cents): CHF 12.50 is 1250.",
          "type": "integer",
          "minimum": 0,
          "maximum": 2000000000
        },
        "time": {
          "title": "TimeOfDay",
          "description": "A time of day, HH:mm (24 h).",
          "type": "string",
          "pattern": "^([01][0-9]|2[0-3]):[0-5][0-9]$",
          "maxLength": 50
        },
        "uuid": {
          "title": "Uuid",
          "type": "string",
          "format": "uuid"
        }
      }
    },
    "fields": [
      {
        "name": "service_id",
        "path": [
          "service_id"
        ],
        "column": "service_id",
        "key": "serviceId",
        "kind": "uuid",
        "notNull": true,
        "role": "id",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.id",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "centre_fk",
        "path": [
          "centre_fk"
        ],
        "column": "centre_id",
        "key": "centreId",
        "kind": "uuid",
        "notNull": true,
        "role": "centre",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.centre",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "createdAt",
        "path": [
          "createdAt"
        ],
        "column": "created_at",
        "key": "createdAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "createdAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.createdAt",
        "list": {
          "column": false,
          "sortable": true,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "updatedAt",
        "path": [
          "updatedAt"
        ],
        "column": "updated_at",
        "key": "updatedAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "updatedAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.updatedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "name",
        "path": [
          "name"
        ],
        "column": "name",
        "key": "name",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.name",
        "list": {
          "column": true,
          "sortable": true,
          "filter": "contains",
          "searchable": true
        }
      },
      {
        "name": "description",
        "path": [
          "description"
        ],
        "column": "description",
        "key": "description",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.description",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "type",
        "path": [
          "type"
        ],
        "column": "type",
        "key": "type",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.type",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "default": "regular"
      },
      {
        "name": "category_fk",
        "path": [
          "category_fk"
        ],
        "column": "category_fk",
        "key": "categoryFk",
        "kind": "uuid",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.category_fk",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "ref": {
          "record": "serviceCategory",
          "table": "service_categories",
          "column": "service_category_id",
          "onDelete": "set null"
        }
      },
      {
        "name": "unit",
        "path": [
          "unit"
        ],
        "column": "unit",
        "key": "unit",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.unit",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": "minute"
      },
      {
        "name": "ppu",
        "path": [
          "ppu"
        ],
        "column": "ppu",
        "key": "ppu",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.ppu",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": false
        },
        "default": 0
      },
      {
        "name": "count",
        "path": [
          "count"
        ],
        "column": "count",
        "key": "count",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.count",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 1
      },
      {
        "name": "duration",
        "path": [
          "duration"
        ],
        "column": "duration",
        "key": "duration",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.duration",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": false
        },
        "default": 60
      },
      {
        "name": "tax",
        "path": [
          "tax"
        ],
        "column": "tax",
        "key": "tax",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.tax",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": ""
      },
      {
        "name": "bufferTimeBefore",
        "path": [
          "bufferTimeBefore"
        ],
        "column": "buffer_time_before",
        "key": "bufferTimeBefore",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.bufferTimeBefore",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 0
      },
      {
        "name": "bufferTime",
        "path": [
          "bufferTime"
        ],
        "column": "buffer_time",
        "key": "bufferTime",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.bufferTime",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 0
      },
      {
        "name": "fixStart",
        "path": [
          "fixStart"
        ],
        "column": "fix_start",
        "key": "fixStart",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.fixStart",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": false
      },
      {
        "name": "fixStartTime",
        "path": [
          "fixStartTime"
        ],
        "column": "fix_start_time",
        "key": "fixStartTime",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.fixStartTime",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "onlineBooking",
        "path": [
          "onlineBooking"
        ],
        "column": "online_booking",
        "key": "onlineBooking",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.onlineBooking",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "default": false
      },
      {
        "name": "confirmation",
        "path": [
          "confirmation"
        ],
        "column": "confirmation",
        "key": "confirmation",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.confirmation",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": "automatic"
      },
      {
        "name": "virtual",
        "path": [
          "virtual"
        ],
        "column": "virtual",
        "key": "virtual",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.virtual",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": false
      },
      {
        "name": "groupEvent",
        "path": [
          "groupEvent"
        ],
        "column": "group_event",
        "key": "groupEvent",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.groupEvent",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": false
      },
      {
        "name": "number",
        "path": [
          "number"
        ],
        "column": "number",
        "key": "number",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.number",
        "list": {
          "column": false,
          "sortable": true,
          "filter": null,
          "searchable": true
        }
      },
      {
        "name": "tarif",
        "path": [
          "tarif"
        ],
        "column": "tarif",
        "key": "tarif",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.tarif",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "nr",
        "path": [
          "nr"
        ],
        "column": "nr",
        "key": "nr",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.nr",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": true
        }
      },
      {
        "name": "rate",
        "path": [
          "rate"
        ],
        "column": "rate",
        "key": "rate",
        "kind": "numeric",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.rate",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": 1,
        "precision": 9,
        "scale": 4
      },
      {
        "name": "tpwAL",
        "path": [
          "tpwAL"
        ],
        "column": "tpw_al",
        "key": "tpwAl",
        "kind": "numeric",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.tpwAL",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "precision": 8,
        "scale": 4
      },
      {
        "name": "tpwTL",
        "path": [
          "tpwTL"
        ],
        "column": "tpw_tl",
        "key": "tpwTl",
        "kind": "numeric",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.tpwTL",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "precision": 8,
        "scale": 4
      },
      {
        "name": "accountingAccount",
        "path": [
          "accountingAccount"
        ],
        "column": "accounting_account",
        "key": "accountingAccount",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.accountingAccount",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "langDepData",
        "path": [
          "langDepData"
        ],
        "column": "lang_dep_data",
        "key": "langDepData",
        "kind": "jsonb",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.langDepData",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": []
      },
      {
        "name": "variants",
        "path": [
          "variants"
        ],
        "column": "variants",
        "key": "variants",
        "kind": "jsonb",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.variants",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        },
        "default": []
      },
      {
        "name": "resourceIds",
        "path": [
          "resourceIds"
        ],
        "column": "resource_ids",
        "key": "resourceIds",
        "kind": "jsonb",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.service.resourceIds",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "includes",
          "searchable": false
        },
        "default": []
      }
    ],
    "list": {
      "columns": [
        "name",
        "type",
        "category_fk",
        "ppu",
        "duration",
        "onlineBooking"
      ],
      "sortable": [
        "createdAt",
        "name",
        "ppu",
        "duration",
        "number"
      ],
      "filters": [
        {
          "field": "service_id",
          "operator": "eq"
        },
        {
          "field": "name",
          "operator": "contains"
        },
        {
          "field": "type",
          "operator": "eq"
        },
        {
          "field": "category_fk",
          "operator": "eq"
        },
        {
          "field": "onlineBooking",
          "operator": "eq"
        },
        {
          "field": "resourceIds",
          "operator": "includes"
        }
      ],
      "search": [
        "name",
        "number",
        "nr"
      ],
      "searchExpression": "translate(lower(coalesce(\"name\", '') || ' ' || coalesce(\"number\", '') || ' ' || coalesce(\"nr\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')",
      "searchColumn": "search_text",
      "defaultSort": {
        "field": "name",
        "order": "ASC"
      }
    },
    "routes": {
      "base": "/api/clinics/:cid/services",
      "aliases": []
    },
    "writeRoles": [
      "OWNER",
      "ADMIN"
    ]
  },
  serviceCategory: {
    "name": "serviceCategory",
    "resource": "service-categories",
    "backend": "common",
    "table": "service_categories",
    "tableExport": "serviceCategories",
    "idField": "service_category_id",
    "centreField": "centre_fk",
    "label": "records.serviceCategory._title",
    "representation": "%{name}",
    "schema": {
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": "ServiceCategory",
      "description": "A group of services of a centre (spec behaviour §3 Service: service categories).",
      "type": "object",
      "additionalProperties": false,
      "x-record": {
        "resource": "service-categories",
        "idField": "service_category_id",
        "centreField": "centre_fk",
        "defaultSort": [
          "position",
          "ASC"
        ],
        "representation": "%{name}",
        "writeRoles": [
          "OWNER",
          "ADMIN"
        ]
      },
      "required": [
        "name"
      ],
      "properties": {
        "service_category_id": {
          "type": "string",
          "format": "uuid",
          "x-list": {
            "filterable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Same as service_category_id (react-admin needs an id).",
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "centre_fk": {
          "type": "string",
          "format": "uuid",
          "x-readOnly": true,
          "x-label": "records._common.centre"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "x-list": {
            "sortable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.createdAt"
        },
        "updatedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records._common.updatedAt"
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 50,
          "x-list": {
            "column": true,
            "sortable": true,
            "searchable": true
          },
          "x-label": "records.serviceCategory.name"
        },
        "description": {
          "type": "string",
          "maxLength": 500,
          "x-label": "records.serviceCategory.description"
        },
        "colour": {
          "type": "string",
          "pattern": "^#[0-9a-fA-F]{6}$",
          "x-label": "records.serviceCategory.colour",
          "maxLength": 50
        },
        "position": {
          "type": "integer",
          "minimum": 0,
          "maximum": 10000,
          "default": 0,
          "x-list": {
            "column": true,
            "sortable": true
          },
          "x-label": "records.serviceCategory.position"
        }
      },
      "x-label": "records.serviceCategory._title"
    },
    "fields": [
      {
        "name": "service_category_id",
        "path": [
          "service_category_id"
        ],
        "column": "service_category_id",
        "key": "serviceCategoryId",
        "kind": "uuid",
        "notNull": true,
        "role": "id",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.id",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "centre_fk",
        "path": [
          "centre_fk"
        ],
        "column": "centre_id",
        "key": "centreId",
        "kind": "uuid",
        "notNull": true,
        "role": "centre",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.centre",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "createdAt",
        "path": [
          "createdAt"
        ],
        "column": "created_at",
        "key": "createdAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "createdAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.createdAt",
        "list": {
          "column": false,
          "sortable": true,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "updatedAt",
        "path": [
          "updatedAt"
        ],
        "column": "updated_at",
        "key": "updatedAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "updatedAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.updatedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "name",
        "path": [
          "name"
        ],
        "column": "name",
        "key": "name",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.serviceCategory.name",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": true
        }
      },
      {
        "name": "description",
        "path": [
          "description"
        ],
        "column": "description",
        "key": "description",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.serviceCategory.description",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "colour",
        "path": [
          "colour"
        ],
        "column": "colour",
        "key": "colour",
        "kind": "text",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.serviceCategory.colour",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "position",
        "path": [
          "position"
        ],
        "column": "position",
        "key": "position",
        "kind": "integer",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.serviceCategory.position",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": false
        },
        "default": 0
      }
    ],
    "list": {
      "columns": [
        "name",
        "position"
      ],
      "sortable": [
        "createdAt",
        "name",
        "position"
      ],
      "filters": [
        {
          "field": "service_category_id",
          "operator": "eq"
        }
      ],
      "search": [
        "name"
      ],
      "searchExpression": "translate(lower(coalesce(\"name\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')",
      "searchColumn": "search_text",
      "defaultSort": {
        "field": "position",
        "order": "ASC"
      }
    },
    "routes": {
      "base": "/api/clinics/:cid/service-categories",
      "aliases": []
    },
    "writeRoles": [
      "OWNER",
      "ADMIN"
    ]
  },
  tag: {
    "name": "tag",
    "resource": "tags",
    "backend": "common",
    "table": "tags",
    "tableExport": "tags",
    "idField": "_id",
    "centreField": "centre_fk",
    "label": "records.tag._title",
    "representation": "%{value}",
    "schema": {
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": "Tag",
      "description": "A label for contacts, unique per centre (spec behaviour §3 Tag).",
      "type": "object",
      "additionalProperties": false,
      "x-record": {
        "resource": "tags",
        "idField": "_id",
        "centreField": "centre_fk",
        "defaultSort": [
          "value",
          "ASC"
        ],
        "representation": "%{value}",
        "aliases": [
          {
            "method": "GET",
            "url": "/api/tags",
            "op": "list",
            "centre": {
              "from": "query",
              "key": "centreId",
              "fallback": "activeCentre"
            }
          },
          {
            "method": "POST",
            "url": "/api/tags",
            "op": "create",
            "centre": {
              "from": "query",
              "key": "centreId",
              "fallback": "activeCentre"
            }
          }
        ]
      },
      "required": [
        "value"
      ],
      "properties": {
        "_id": {
          "type": "string",
          "format": "uuid",
          "x-list": {
            "filterable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Same as _id (react-admin needs an id).",
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "centre_fk": {
          "type": "string",
          "format": "uuid",
          "x-readOnly": true,
          "x-label": "records._common.centre"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "x-list": {
            "sortable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.createdAt"
        },
        "updatedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records._common.updatedAt"
        },
        "value": {
          "type": "string",
          "minLength": 1,
          "maxLength": 50,
          "x-storage": {
            "uniquePerCentre": true
          },
          "x-list": {
            "column": true,
            "sortable": true,
            "searchable": true
          },
          "x-label": "records.tag.value"
        }
      },
      "x-label": "records.tag._title"
    },
    "fields": [
      {
        "name": "_id",
        "path": [
          "_id"
        ],
        "column": "tag_id",
        "key": "tagId",
        "kind": "uuid",
        "notNull": true,
        "role": "id",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.id",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "centre_fk",
        "path": [
          "centre_fk"
        ],
        "column": "centre_id",
        "key": "centreId",
        "kind": "uuid",
        "notNull": true,
        "role": "centre",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.centre",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "createdAt",
        "path": [
          "createdAt"
        ],
        "column": "created_at",
        "key": "createdAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "createdAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.createdAt",
        "list": {
          "column": false,
          "sortable": true,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "updatedAt",
        "path": [
          "updatedAt"
        ],
        "column": "updated_at",
        "key": "updatedAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "updatedAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.updatedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "value",
        "path": [
          "value"
        ],
        "column": "value",
        "key": "value",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.tag.value",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": true
        },
        "uniquePerCentre": true
      }
    ],
    "list": {
      "columns": [
        "value"
      ],
      "sortable": [
        "createdAt",
        "value"
      ],
      "filters": [
        {
          "field": "_id",
          "operator": "eq"
        }
      ],
      "search": [
        "value"
      ],
      "searchExpression": "translate(lower(coalesce(\"value\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')",
      "searchColumn": "search_text",
      "defaultSort": {
        "field": "value",
        "order": "ASC"
      }
    },
    "routes": {
      "base": "/api/clinics/:cid/tags",
      "aliases": [
        {
          "method": "GET",
          "url": "/api/tags",
          "op": "list",
          "centre": {
            "from": "query",
            "key": "centreId",
            "fallback": "activeCentre"
          }
        },
        {
          "method": "POST",
          "url": "/api/tags",
          "op": "create",
          "centre": {
            "from": "query",
            "key": "centreId",
            "fallback": "activeCentre"
          }
        }
      ]
    },
    "writeRoles": null
  },
  vatRate: {
    "name": "vatRate",
    "resource": "vats",
    "backend": "common",
    "table": "vat_rates",
    "tableExport": "vatRates",
    "idField": "vat_rate_id",
    "centreField": "centre",
    "label": "records.vatRate._title",
    "representation": "%{name} (%{rate} %)",
    "schema": {
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": "VatRate",
      "description": "A VAT rate of a centre, valid for a period; periods of one code never overlap (spec behaviour §3/§7 VAT, wording §3 VAT rate).",
      "type": "object",
      "additionalProperties": false,
      "x-record": {
        "resource": "vats",
        "table": "vat_rates",
        "idField": "vat_rate_id",
        "centreField": "centre",
        "defaultSort": [
          "validFrom",
          "DESC"
        ],
        "representation": "%{name} (%{rate} %)",
        "writeRoles": [
          "OWNER",
          "ADMIN"
        ],
        "aliases": [
          {
            "method": "GET",
            "url": "/api/vats/centre/:id",
            "op": "list",
            "centre": {
              "from": "params",
              "key": "id"
            },
            "queryFilters": {
              "available": "available",
              "countryCode": "countryCode"
            }
          },
          {
            "method": "POST",
            "url": "/api/vats",
            "op": "create",
            "centre": {
              "from": "body",
              "key": "centre"
            }
          },
          {
            "method": "PATCH",
            "url": "/api/vats/:id",
            "op": "update",
            "centre": {
              "from": "query",
              "key": "centreId",
              "fallback": "activeCentre"
            }
          },
          {
            "method": "DELETE",
            "url": "/api/vats/:id",
            "op": "delete",
            "centre": {
              "from": "query",
              "key": "centreId",
              "fallback": "activeCentre"
            }
          }
        ]
      },
      "required": [
        "name",
        "code",
        "rate",
        "validFrom"
      ],
      "properties": {
        "vat_rate_id": {
          "type": "string",
          "format": "uuid",
          "x-list": {
            "filterable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "id": {
          "type": "string",
          "format": "uuid",
          "description": "Same as vat_rate_id (react-admin needs an id).",
          "x-readOnly": true,
          "x-label": "records._common.id"
        },
        "centre": {
          "type": "string",
          "format": "uuid",
          "x-readOnly": true,
          "x-label": "records._common.centre"
        },
        "createdAt": {
          "type": "string",
          "format": "date-time",
          "x-list": {
            "sortable": true
          },
          "x-readOnly": true,
          "x-label": "records._common.createdAt"
        },
        "updatedAt": {
          "type": "string",
          "format": "date-time",
          "x-readOnly": true,
          "x-label": "records._common.updatedAt"
        },
        "name": {
          "type": "string",
          "minLength": 1,
          "maxLength": 50,
          "x-list": {
            "column": true,
            "sortable": true,
            "searchable": true
          },
          "x-label": "records.vatRate.name"
        },
        "code": {
          "type": "string",
          "minLength": 1,
          "maxLength": 20,
          "pattern": "^[A-Za-z0-9_.-]+$",
          "description": "Groups the periods of one rate; services refer to a rate by this code.",
          "x-list": {
            "column": true,
            "sortable": true,
            "filterable": true,
            "searchable": true
          },
          "x-label": "records.vatRate.code"
        },
        "rate": {
          "type": "number",
          "minimum": 0,
          "maximum": 100,
          "description": "Percent, e.g. 8.1.",
          "x-storage": {
            "precision": 6,
            "scale": 3
          },
          "x-list": {
            "column": true,
            "sortable": true
          },
          "x-label": "records.vatRate.rate"
        },
        "type": {
          "type": "string",
          "enum": [
            "standard",
            "custom"
          ],
          "default": "custom",
          "x-list": {
            "column": true,
            "filterable": true
          },
          "x-label": "records.vatRate.type",
          "x-enumLabels": {
            "standard": "records.vatRate.typeOptions.standard",
            "custom": "records.vatRate.typeOptions.custom"
          }
        },
        "validFrom": {
          "$ref": "#/$defs/date",
          "x-list": {
            "column": true,
            "sortable": true,
            "filterable": "range"
          },
          "x-label": "records.vatRate.validFrom"
        },
        "validUntil": {
          "$ref": "#/$defs/date",
          "description": "Last day of validity; open-ended when empty.",
          "x-list": {
            "column": true,
            "sortable": true,
            "filterable": "range"
          },
          "x-label": "records.vatRate.validUntil"
        },
        "countryCode": {
          "$ref": "#/$defs/country",
          "default": "CH",
          "x-list": {
            "column": true,
            "filterable": true
          },
          "x-label": "records.vatRate.countryCode"
        },
        "available": {
          "type": "boolean",
          "default": true,
          "description": "Active (offered for selection) or inactive.",
          "x-list": {
            "column": true,
            "filterable": true
          },
          "x-label": "records.vatRate.available"
        }
      },
      "x-label": "records.vatRate._title",
      "$defs": {
        "country": {
          "title": "CountryCode",
          "description": "ISO 3166-1 alpha-2 country code, e.g. CH.",
          "type": "string",
          "pattern": "^[A-Z]{2}$",
          "maxLength": 50
        },
        "date": {
          "title": "IsoDate",
          "description": "A calendar date, YYYY-MM-DD.",
          "type": "string",
          "format": "date"
        }
      }
    },
    "fields": [
      {
        "name": "vat_rate_id",
        "path": [
          "vat_rate_id"
        ],
        "column": "vat_rate_id",
        "key": "vatRateId",
        "kind": "uuid",
        "notNull": true,
        "role": "id",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.id",
        "list": {
          "column": false,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        }
      },
      {
        "name": "centre",
        "path": [
          "centre"
        ],
        "column": "centre_id",
        "key": "centreId",
        "kind": "uuid",
        "notNull": true,
        "role": "centre",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.centre",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "createdAt",
        "path": [
          "createdAt"
        ],
        "column": "created_at",
        "key": "createdAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "createdAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.createdAt",
        "list": {
          "column": false,
          "sortable": true,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "updatedAt",
        "path": [
          "updatedAt"
        ],
        "column": "updated_at",
        "key": "updatedAt",
        "kind": "timestamp",
        "notNull": true,
        "role": "updatedAt",
        "readOnly": true,
        "virtual": false,
        "label": "records._common.updatedAt",
        "list": {
          "column": false,
          "sortable": false,
          "filter": null,
          "searchable": false
        }
      },
      {
        "name": "name",
        "path": [
          "name"
        ],
        "column": "name",
        "key": "name",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.vatRate.name",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": true
        }
      },
      {
        "name": "code",
        "path": [
          "code"
        ],
        "column": "code",
        "key": "code",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.vatRate.code",
        "list": {
          "column": true,
          "sortable": true,
          "filter": "eq",
          "searchable": true
        }
      },
      {
        "name": "rate",
        "path": [
          "rate"
        ],
        "column": "rate",
        "key": "rate",
        "kind": "numeric",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.vatRate.rate",
        "list": {
          "column": true,
          "sortable": true,
          "filter": null,
          "searchable": false
        },
        "precision": 6,
        "scale": 3
      },
      {
        "name": "type",
        "path": [
          "type"
        ],
        "column": "type",
        "key": "type",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.vatRate.type",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "default": "custom"
      },
      {
        "name": "validFrom",
        "path": [
          "validFrom"
        ],
        "column": "valid_from",
        "key": "validFrom",
        "kind": "date",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.vatRate.validFrom",
        "list": {
          "column": true,
          "sortable": true,
          "filter": "range",
          "searchable": false
        }
      },
      {
        "name": "validUntil",
        "path": [
          "validUntil"
        ],
        "column": "valid_until",
        "key": "validUntil",
        "kind": "date",
        "notNull": false,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.vatRate.validUntil",
        "list": {
          "column": true,
          "sortable": true,
          "filter": "range",
          "searchable": false
        }
      },
      {
        "name": "countryCode",
        "path": [
          "countryCode"
        ],
        "column": "country_code",
        "key": "countryCode",
        "kind": "text",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.vatRate.countryCode",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "default": "CH"
      },
      {
        "name": "available",
        "path": [
          "available"
        ],
        "column": "available",
        "key": "available",
        "kind": "boolean",
        "notNull": true,
        "role": "data",
        "readOnly": false,
        "virtual": false,
        "label": "records.vatRate.available",
        "list": {
          "column": true,
          "sortable": false,
          "filter": "eq",
          "searchable": false
        },
        "default": true
      }
    ],
    "list": {
      "columns": [
        "name",
        "code",
        "rate",
        "type",
        "validFrom",
        "validUntil",
        "countryCode",
        "available"
      ],
      "sortable": [
        "createdAt",
        "name",
        "code",
        "rate",
        "validFrom",
        "validUntil"
      ],
      "filters": [
        {
          "field": "vat_rate_id",
          "operator": "eq"
        },
        {
          "field": "code",
          "operator": "eq"
        },
        {
          "field": "type",
          "operator": "eq"
        },
        {
          "field": "validFrom",
          "operator": "range"
        },
        {
          "field": "validUntil",
          "operator": "range"
        },
        {
          "field": "countryCode",
          "operator": "eq"
        },
        {
          "field": "available",
          "operator": "eq"
        }
      ],
      "search": [
        "name",
        "code"
      ],
      "searchExpression": "translate(lower(coalesce(\"name\", '') || ' ' || coalesce(\"code\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')",
      "searchColumn": "search_text",
      "defaultSort": {
        "field": "validFrom",
        "order": "DESC"
      }
    },
    "routes": {
      "base": "/api/clinics/:cid/vats",
      "aliases": [
        {
          "method": "GET",
          "url": "/api/vats/centre/:id",
          "op": "list",
          "centre": {
            "from": "params",
            "key": "id"
          },
          "queryFilters": {
            "available": "available",
            "countryCode": "countryCode"
          }
        },
        {
          "method": "POST",
          "url": "/api/vats",
          "op": "create",
          "centre": {
            "from": "body",
            "key": "centre"
          }
        },
        {
          "method": "PATCH",
          "url": "/api/vats/:id",
          "op": "update",
          "centre": {
            "from": "query",
            "key": "centreId",
            "fallback": "activeCentre"
          }
        },
        {
          "method": "DELETE",
          "url": "/api/vats/:id",
          "op": "delete",
          "centre": {
            "from": "query",
            "key": "centreId",
            "fallback": "activeCentre"
          }
        }
      ]
    },
    "writeRoles": [
      "OWNER",
      "ADMIN"
    ]
  },
};
