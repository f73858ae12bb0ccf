CREATE TABLE "measurement_days_off" (
	"day" date PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL
);
