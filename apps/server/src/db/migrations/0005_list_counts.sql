CREATE TABLE "list_counts" (
	"list" text NOT NULL,
	"status" text NOT NULL,
	"live" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_counts_list_status_pk" PRIMARY KEY("list","status")
);
